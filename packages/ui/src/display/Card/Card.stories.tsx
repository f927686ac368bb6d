import type { Meta, StoryObj } from "@storybook/react-vite";
import { MoreHorizontal } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button, IconButton } from "../../primitives/Button";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./Card";

const meta = {
  title: "Primitives/Card",
  component: Card,
  args: { className: "max-w-sm" },
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Add funds</CardTitle>
        <CardDescription>Top up your balance to place orders.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Current balance: ₦12,500.00</p>
      </CardContent>
      <CardFooter>
        <Button>Pay Now</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const onMoreActions = fn();

export const WithAction: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle asChild>
          <h2>Recent orders</h2>
        </CardTitle>
        <CardDescription>Your last five orders.</CardDescription>
        <CardAction>
          <IconButton aria-label="More actions" icon={<MoreHorizontal />} onClick={onMoreActions} />
        </CardAction>
      </CardHeader>
      <CardContent>
        <p className="text-sm">#1042 · Instagram followers · In progress</p>
      </CardContent>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    onMoreActions.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Recent orders" })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "More actions" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onMoreActions).toHaveBeenCalledOnce();
  },
};

export const Bordered: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader className="border-b">
        <CardTitle>Account</CardTitle>
        <CardDescription>Signed in as ada@example.com</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Member since March 2024.</p>
      </CardContent>
      <CardFooter className="justify-end border-t">
        <Button variant="outline">Sign out</Button>
      </CardFooter>
    </Card>
  ),
};

export const ContentOnly: Story = {
  render: (args) => (
    <Card {...args}>
      <CardContent>
        <p className="text-sm">A card needs no header: any content fits.</p>
      </CardContent>
    </Card>
  ),
};

export const LongContent: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>
          Instagram Followers [Real, High Quality, 30-day refill, instant start, up to 100K per day]
        </CardTitle>
        <CardDescription>
          Followers from active accounts with profile pictures and posts. Start time 0-1 hour; speed up to 100,000 per
          day; drops are refilled automatically for 30 days after the order completes.
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Button className="w-full">Order now</Button>
      </CardFooter>
    </Card>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { className: "w-full" },
};
