import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { BeginnerVideoGuide } from "./BeginnerVideoGuide";

// No network here: the stories embed about:blank, which is enough to prove the frame and its title.
const meta = {
  title: "Widgets/Public/BeginnerVideoGuide",
  component: BeginnerVideoGuide,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof BeginnerVideoGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** No video yet: the poster says so, and there is nothing to press. */
export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("The video guide is coming soon.")).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const WithVideo: Story = {
  args: { embedUrl: "about:blank", duration: "4:32" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Play video: How to place your first order" })).toBeVisible();
    await expect(canvas.getByText("4:32")).toBeVisible();
    // The player is not loaded before it is wanted.
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

export const PlayWithKeyboard: Story = {
  args: { embedUrl: "about:blank" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /^Play video/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const player = canvasElement.querySelector("iframe");
    await expect(player).toHaveAttribute("title", "How to place your first order");
    await expect(player).toHaveAttribute("src", "about:blank");
  },
};

export const WithPoster: Story = {
  args: {
    embedUrl: "about:blank",
    duration: "4:32",
    poster: <div className="bg-linear-to-br from-primary to-info" />,
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { embedUrl: "about:blank", duration: "4:32" },
};
