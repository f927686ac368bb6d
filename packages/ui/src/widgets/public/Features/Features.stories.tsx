import type { Meta, StoryObj } from "@storybook/react-vite";
import { Rocket } from "lucide-react";
import { expect, within } from "storybook/test";
import { DEFAULT_FEATURES, Features } from "./Features";

// A static section: its content ships with it, so it has no loading or error state; no features → nothing shown.
const meta = {
  title: "Widgets/Public/Features",
  component: Features,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Features>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Everything you need to grow and resell" });
    await expect(within(region).getAllByRole("heading", { level: 3 })).toHaveLength(6);
    await expect(within(region).getByText("Earn 4% commission")).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    features: [
      {
        title: "Refill guarantee on selected followers services, for up to thirty days after delivery",
        description:
          "If followers drop within the refill window, open a ticket with the order ID and the words 'refill' and the team tops the order back up at no extra cost.",
        icon: Rocket,
      },
    ],
  },
};

/** Two of the features, so the section fits one phone screen (the screenshot runner paints only the first). */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { features: DEFAULT_FEATURES.slice(0, 2) },
};
