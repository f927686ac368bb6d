import { NO_VIDEO_GUIDE } from "@smm/domain";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { VideoPlayer } from "./VideoPlayer";

const youtube = { ...NO_VIDEO_GUIDE, video_url: "https://youtu.be/dQw4w9WgXcQ" };

describe("VideoPlayer", () => {
  it("loads a video site's privacy-friendly embed only after Play", async () => {
    const user = userEvent.setup({ delay: null });
    render(<VideoPlayer video={youtube} title="Adding funds" />);
    expect(screen.queryByTitle("Adding funds")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Play video: Adding funds" }));
    expect(screen.getByTitle("Adding funds")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
    );
  });

  it("plays a file in the browser's player with its poster, downloading nothing first", () => {
    const { container } = render(
      <VideoPlayer
        video={{
          ...NO_VIDEO_GUIDE,
          video_url: "https://cdn.example.com/guide.mp4",
          poster_url: "https://cdn.example.com/p.jpg",
        }}
        title="Adding funds"
      />,
    );
    const video = container.querySelector("video");
    expect(video).toHaveAttribute("src", "https://cdn.example.com/guide.mp4");
    expect(video).toHaveAttribute("poster", "https://cdn.example.com/p.jpg");
    expect(video).toHaveAttribute("preload", "none");
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAccessibleName("Adding funds");
  });

  it("links the transcript when given", () => {
    render(<VideoPlayer video={{ ...youtube, transcript_url: "https://example.com/t" }} title="Adding funds" />);
    expect(
      screen.getByRole("link", { name: /^Read the transcript\s*of Adding funds \(opens in a new tab\)$/ }),
    ).toHaveAttribute("href", "https://example.com/t");
  });

  it("renders nothing without a playable address", () => {
    const { container } = render(<VideoPlayer video={NO_VIDEO_GUIDE} title="Adding funds" />);
    expect(container).toBeEmptyDOMElement();
  });
});
