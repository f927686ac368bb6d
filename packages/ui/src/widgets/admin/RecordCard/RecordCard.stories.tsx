import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Badge } from "../../../display/Badge";
import { Button } from "../../../primitives/Button";
import { RecordCard } from "./RecordCard";

const onSuspend = fn();

const meta = {
  title: "Widgets/Admin/RecordCard",
  component: RecordCard,
  args: {
    title: "Account",
    fields: [
      { label: "Email", value: "ada@example.com" },
      { label: "Balance", value: "₦5,000.00" },
      { label: "Orders", value: 3 },
      { label: "Joined", value: "1 Nov 2026" },
      { label: "Status", value: <Badge variant="success">Active</Badge> },
    ],
    actions: (
      <Button size="sm" variant="destructive" onClick={onSuspend}>
        Suspend
      </Button>
    ),
    onRetry: fn(),
  },
  argTypes: { loading: { control: "boolean" }, error: { control: "text" } },
} satisfies Meta<typeof RecordCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Account" })).toBeVisible();
    await expect(canvas.getByText("ada@example.com")).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Suspend" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onSuspend).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText("ada@example.com")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Suspend" })).toBeNull();
  },
};

export const Empty: Story = {
  args: { fields: [], actions: undefined, title: "Provider order" },
};

export const ErrorState: Story = {
  name: "Error",
  args: { error: "Network error. Please try again." },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Network error. Please try again.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
