import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ColorPalette, RadiusScale, SpacingScale, ThemeComparison, TypeScale } from "./Foundations";

const meta = {
  title: "Foundations/Tokens",
  parameters: { layout: "padded" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  render: () => <ColorPalette />,
  play: async ({ canvasElement }) => {
    // The swatch must resolve to a real colour from the theme, not an unset variable.
    const swatch = canvasElement.querySelector<HTMLElement>("li span[aria-hidden]");
    await expect(swatch).not.toBeNull();
    await expect(getComputedStyle(swatch as HTMLElement).backgroundColor).not.toBe("rgba(0, 0, 0, 0)");
  },
};

export const Typography: Story = { render: () => <TypeScale /> };

export const Spacing: Story = { render: () => <SpacingScale /> };

export const Radius: Story = { render: () => <RadiusScale /> };

export const Themes: Story = {
  render: () => <ThemeComparison />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = ["Light", "Dark", "White-label"].map((name) => {
      const panel = canvas.getByRole("heading", { name }).parentElement as HTMLElement;
      return getComputedStyle(panel.querySelector("span") as HTMLElement).backgroundColor;
    });
    // Each theme gives `primary` its own colour.
    await expect(new Set(colours).size).toBe(3);
  },
};
