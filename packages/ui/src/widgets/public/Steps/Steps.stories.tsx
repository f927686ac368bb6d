import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SAMPLE_STOREFRONT } from "../shared/sampleStorefront";
import { Steps } from "./Steps";

// The operator's steps (Settings → Storefront): no loading or error state; no steps → nothing shown.
const meta = {
  title: "Widgets/Public/Steps",
  component: Steps,
  parameters: { layout: "fullscreen" },
  args: { steps: SAMPLE_STOREFRONT.steps },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Start in four simple steps" });
    const list = within(region).getByRole("list");
    await expect(list.tagName).toBe("OL");
    await expect(within(list).getAllByRole("listitem")).toHaveLength(4);
  },
};

export const ThreeSteps: Story = {
  args: {
    title: "Order in three steps",
    steps: [
      { title: "Choose a service", text: "Pick what you need." },
      { title: "Paste your link", text: "Your profile or post." },
      { title: "Pay and relax", text: "Delivery starts at once." },
    ],
  },
};

/** No steps written: the section is not rendered at all. */
export const Empty: Story = {
  args: { steps: [] },
  parameters: { visual: { disable: true } }, // renders nothing, so there is nothing to capture
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region")).not.toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
