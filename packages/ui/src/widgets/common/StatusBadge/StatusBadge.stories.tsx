import { ORDER_STATUS_INFO, ORDER_STATUSES } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StatusBadge } from "./StatusBadge";

// A badge has no loading, empty or error state of its own: the table that shows it has those.
const meta = {
  title: "Widgets/Common/StatusBadge",
  component: StatusBadge,
  args: { status: "completed" },
  argTypes: { status: { control: "select", options: [...ORDER_STATUSES] } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AllStatuses: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {ORDER_STATUSES.map((status) => (
        <StatusBadge key={status} {...args} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every status carries its text, not only a colour.
    for (const status of ORDER_STATUSES) {
      await expect(canvas.getByText(ORDER_STATUS_INFO[status].label)).toBeVisible();
    }
  },
};

export const Pending: Story = { args: { status: "pending" } };
export const InProgress: Story = { args: { status: "in-progress" } };
export const Processing: Story = { args: { status: "processing" } };
export const Completed: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  args: { status: "completed" },
};
export const Partial: Story = { args: { status: "partial" } };
export const Canceled: Story = { args: { status: "canceled" } };

export const InASentence: Story = {
  args: { status: "partial" },
  render: (args) => (
    <p className="text-sm">
      Order #10432 is <StatusBadge {...args} />: 7,400 of 10,000 followers were delivered and the rest refunded.
    </p>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  render: AllStatuses.render,
};
