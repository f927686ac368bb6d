import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Steps } from "./Steps";

// A static section: its content ships with it, so it has no loading, empty or error state.
const meta = {
  title: "Widgets/Public/Steps",
  component: Steps,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Start in five simple steps" });
    const list = within(region).getByRole("list");
    await expect(list.tagName).toBe("OL");
    await expect(within(list).getAllByRole("listitem")).toHaveLength(5);
  },
};

export const ThreeSteps: Story = {
  args: {
    title: "Order in three steps",
    steps: [
      { title: "Choose a service", description: "Pick what you need." },
      { title: "Paste your link", description: "Your profile or post." },
      { title: "Pay and relax", description: "Delivery starts at once." },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
