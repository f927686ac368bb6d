import type { Meta, StoryObj } from "@storybook/react-vite";
import { Inbox, PackageSearch, Receipt } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../../primitives/Button";
import { EmptyState } from "./EmptyState";

const meta = {
  title: "Feedback/EmptyState",
  component: EmptyState,
  args: {
    icon: <PackageSearch />,
    title: "No orders found",
    description: "Orders you place appear here with their live status.",
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const onNewOrder = fn();

export const WithAction: Story = {
  render: (args) => <EmptyState {...args} action={<Button onClick={onNewOrder}>New order</Button>} />,
  play: async ({ canvasElement }) => {
    onNewOrder.mockClear();
    await userEvent.tab();
    const button = within(canvasElement).getByRole("button", { name: "New order" });
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onNewOrder).toHaveBeenCalledOnce();
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: "No tickets found" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No tickets found")).toBeVisible();
  },
};

/** The empty states the spec names. */
export const SpecMessages: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2">
      <EmptyState className="rounded-xl border" icon={<Receipt />} title="No transactions found" />
      <EmptyState className="rounded-xl border" icon={<Inbox />} title="No updates found" />
      <EmptyState className="rounded-xl border" icon={<Receipt />} title="No payouts yet" />
      <EmptyState className="rounded-xl border" icon={<PackageSearch />} title="No services available" />
    </div>
  ),
};

export const LongContent: Story = {
  args: {
    title: "No orders match “instagram followers real high quality 30 day refill”",
    description:
      "Try a shorter search, another status tab, or clear the service filter. Orders older than twelve months are archived and can be requested from support.",
    action: (
      <>
        <Button variant="outline">Clear filters</Button>
        <Button>New order</Button>
      </>
    ),
  },
};

export const Mobile: Story = {
  ...LongContent,
  globals: { viewport: { value: "mobile" } },
};
