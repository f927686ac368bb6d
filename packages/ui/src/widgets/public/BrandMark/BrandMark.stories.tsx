import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { BrandMark } from "./BrandMark";

const meta = {
  title: "Widgets/Public/BrandMark",
  component: BrandMark,
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The design system's mark, in the primary colour. */
export const Default: Story = {};

/** A panel's own logo; decorative, as the name beside it says what it is. */
export const WithLogo: Story = {
  args: {
    logoUrl:
      "data:image/svg+xml," +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#c026d3"/></svg>',
      ),
  },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector("img");
    await expect(image).toHaveAttribute("alt", "");
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
  },
};
