import { NO_VIDEO_GUIDE } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { SAMPLE_POSTER } from "./sampleVideos";
import { VideoPlayer } from "./VideoPlayer";

// No network here: an embed loads only on Play and a file plays nothing before Play (preload="none").
const meta = {
  title: "Widgets/Common/VideoPlayer",
  component: VideoPlayer,
  args: {
    title: "How to add funds",
    video: { ...NO_VIDEO_GUIDE, video_url: "https://vimeo.com/76979871" },
    className: "max-w-xl",
  },
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A video site: a Play button first; the do-not-track embed loads on Play. */
export const EmbedOnPlay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector("iframe")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Play video: How to add funds" }));
    await expect(canvasElement.querySelector("iframe")).toHaveAttribute(
      "src",
      "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1",
    );
  },
};

/** A video file in the browser's own player, behind the operator's poster, with a transcript link. */
export const FileWithPosterAndTranscript: Story = {
  // No screenshot: Chromium draws a <video> on a layer of its own when it sees fit (more often on a busy machine), and
  // the corners the box clips then differ by a few pixels between runs. The play test and axe still run.
  parameters: { visual: { disable: true } },
  args: {
    video: {
      video_url: "https://cdn.example.com/add-funds.mp4",
      poster_url: SAMPLE_POSTER,
      transcript_url: "https://example.com/add-funds-transcript",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector("video");
    await expect(video).toHaveAccessibleName("How to add funds");
    await expect(video).toHaveAttribute("preload", "none");
    await expect(canvas.getByRole("link", { name: /^Read the transcript of How to add funds/ })).toBeVisible();
  },
};

/** No video set: nothing at all (the page leaves the guide out). */
export const NotSet: Story = {
  // Nothing renders, so there is no picture to compare.
  parameters: { visual: { disable: true } },
  args: { video: NO_VIDEO_GUIDE },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=video-player]")).toBeNull();
  },
};
