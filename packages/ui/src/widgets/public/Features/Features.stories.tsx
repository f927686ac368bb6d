import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SAMPLE_STOREFRONT } from "../shared/sampleStorefront";
import { Features } from "./Features";

// The operator's texts (Settings → Storefront): no loading or error state; no features → nothing shown.
const meta = {
  title: "Widgets/Public/Features",
  component: Features,
  parameters: { layout: "fullscreen" },
  args: { features: SAMPLE_STOREFRONT.features },
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
    await expect(within(region).getByText("Referral rewards")).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    features: [
      {
        title: "Refill guarantee on selected followers services, for up to thirty days after delivery",
        text: "If followers drop within the refill window, open a ticket with the order ID and the words 'refill' and the team tops the order back up at no extra cost.",
        icon: "check",
      },
    ],
  },
};

/** No features written: the section is not rendered at all. */
export const Empty: Story = {
  args: { features: [] },
  parameters: { visual: { disable: true } }, // renders nothing, so there is nothing to capture
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region")).not.toBeInTheDocument();
  },
};

/** Two of the features, so the section fits one phone screen (the screenshot runner paints only the first). */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { features: SAMPLE_STOREFRONT.features.slice(0, 2) },
};
