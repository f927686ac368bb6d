import { NO_VIDEO_GUIDE } from "@smm/domain";
import { describe, expect, it } from "vitest";
import { adminSuite } from "../test-helpers";

const t = adminSuite();

const put = (payload: object) => t.app.inject({ method: "PUT", url: "/api/admin/settings", headers: t.admin, payload });
const publicGuides = async () => (await t.app.inject({ method: "GET", url: "/api/settings" })).json().video_guides;

describe("the guide videos are the operator's", () => {
  it("are unset on a fresh panel (no guide section is shown)", async () => {
    expect(await publicGuides()).toEqual({ landing: NO_VIDEO_GUIDE, add_funds: NO_VIDEO_GUIDE });
  });

  it("are set per place with a poster and a transcript, and anyone can read them", async () => {
    const landing = {
      video_url: " https://www.youtube.com/watch?v=dQw4w9WgXcQ ",
      poster_url: "https://cdn.example.com/poster.jpg",
      transcript_url: "https://example.com/guide-transcript",
    };
    const res = await put({ video_guides: { landing, add_funds: NO_VIDEO_GUIDE } });
    expect(res.statusCode).toBe(200);
    expect(await publicGuides()).toEqual({
      landing: { ...landing, video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      add_funds: NO_VIDEO_GUIDE,
    });
  });

  it("refuses addresses that are not http(s), and a poster without a video, writing nothing", async () => {
    const before = await publicGuides();
    const res = await put({
      video_guides: {
        landing: { video_url: "javascript:alert(1)", poster_url: "", transcript_url: "" },
        add_funds: { video_url: "", poster_url: "https://cdn.example.com/p.jpg", transcript_url: "" },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "video_guides.landing.video_url": ["The address must start with http:// or https://."],
      "video_guides.add_funds.video_url": ["Give the video's address, or clear the poster and transcript too."],
    });
    expect(await publicGuides()).toEqual(before);
  });

  it("may play in the page: the security policy lets the embeds and files load, and nothing else frame it", async () => {
    const policy = (await t.app.inject({ method: "GET", url: "/api/settings" })).headers["content-security-policy"];
    expect(policy).toContain("frame-src https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(policy).toContain("media-src 'self' https:");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self'");
  });
});
