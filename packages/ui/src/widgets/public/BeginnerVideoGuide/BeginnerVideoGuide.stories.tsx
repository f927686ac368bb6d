import { NO_VIDEO_GUIDE } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { SAMPLE_POSTER } from "../../common/VideoPlayer/sampleVideos";
import { BeginnerVideoGuide } from "./BeginnerVideoGuide";

// No network here: the embed is only loaded on Play, and the stories check its address, not its picture.
const youtube = { ...NO_VIDEO_GUIDE, video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" };

const meta = {
  title: "Widgets/Public/BeginnerVideoGuide",
  component: BeginnerVideoGuide,
  parameters: { layout: "fullscreen" },
  args: { video: youtube },
} satisfies Meta<typeof BeginnerVideoGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A YouTube guide: a Play button until wanted, then the privacy-friendly embed. */
export const WithVideo: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Play video: How to place your first order" })).toBeVisible();
    // The player is not loaded before it is wanted.
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

export const PlayWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /^Play video/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const player = canvasElement.querySelector("iframe");
    await expect(player).toHaveAttribute("title", "How to place your first order");
    await expect(player?.getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
  },
};

/** The operator's poster behind the Play button, and a transcript link. */
export const WithPosterAndTranscript: Story = {
  args: { video: { ...youtube, poster_url: SAMPLE_POSTER, transcript_url: "https://example.com/transcript" } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("link", { name: /^Read the transcript of How to place your first order/ }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { video: { ...youtube, poster_url: SAMPLE_POSTER } },
};
