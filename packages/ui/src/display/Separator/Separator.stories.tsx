import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Separator } from "./Separator";

const meta = {
  title: "Primitives/Separator",
  component: Separator,
  args: { orientation: "horizontal", decorative: true },
  argTypes: { orientation: { control: "inline-radio", options: ["horizontal", "vertical"] } },
  render: (args) => (
    <div className={args.orientation === "vertical" ? "flex h-6 items-center gap-4 text-sm" : "max-w-sm text-sm"}>
      <p>Orders</p>
      <Separator {...args} className={args.orientation === "vertical" ? undefined : "my-4"} />
      <p>Funds</p>
    </div>
  ),
} satisfies Meta<typeof Separator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Horizontal: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    // Decorative: hidden from the accessibility tree.
    await expect(within(canvasElement).queryByRole("separator")).toBeNull();
  },
};

export const Vertical: Story = {
  args: { orientation: "vertical" },
};

export const Semantic: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  args: { decorative: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("separator")).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
