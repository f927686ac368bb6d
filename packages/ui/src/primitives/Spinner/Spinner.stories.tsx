import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Spinner } from "./Spinner";

const meta = {
  title: "Feedback/Spinner",
  component: Spinner,
  args: { size: "default", label: "Loading" },
  argTypes: { size: { control: "inline-radio", options: ["sm", "default", "lg"] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-4 text-primary">
      <Spinner {...args} size="sm" label="Loading small" />
      <Spinner {...args} size="default" label="Loading default" />
      <Spinner {...args} size="lg" label="Loading large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("status")).toHaveLength(3);
  },
};

export const Decorative: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  args: { label: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("status")).toBeNull();
  },
};
