import { describe, expect, it } from "vitest";
import { hasVideoGuide, NO_VIDEO_GUIDE, videoSourceOf } from "./videoGuide";

describe("videoSourceOf", () => {
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://youtube.com/shorts/dQw4w9WgXcQ",
  ])("plays %s through the no-cookie YouTube host", (url) => {
    expect(videoSourceOf(url)).toEqual({
      kind: "embed",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
    });
  });

  it("plays Vimeo with do-not-track", () => {
    expect(videoSourceOf("https://vimeo.com/76979871")).toEqual({
      kind: "embed",
      embedUrl: "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1",
    });
  });

  it("plays any other http(s) address as a file", () => {
    expect(videoSourceOf(" https://cdn.example.com/guide.mp4 ")).toEqual({
      kind: "file",
      src: "https://cdn.example.com/guide.mp4",
    });
  });

  it("refuses what is not an http(s) address", () => {
    expect(videoSourceOf("")).toBeNull();
    expect(videoSourceOf("javascript:alert(1)")).toBeNull();
    expect(videoSourceOf("/videos/guide.mp4")).toBeNull();
  });

  it("says whether a place has a guide", () => {
    expect(hasVideoGuide(NO_VIDEO_GUIDE)).toBe(false);
    expect(hasVideoGuide(undefined)).toBe(false);
    expect(hasVideoGuide({ ...NO_VIDEO_GUIDE, video_url: "https://youtu.be/dQw4w9WgXcQ" })).toBe(true);
  });
});
