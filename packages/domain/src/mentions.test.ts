import { describe, expect, it } from "vitest";
import { readMentions } from "./mentions";

describe("readMentions", () => {
  it("reads each variant's own parameters", () => {
    expect(readMentions("Mentions", { usernames: "ada\nbob" })).toEqual({ fields: { usernames: "ada\nbob" } });
    expect(readMentions("Mentions with Hashtags", { usernames: "ada", hashtags: "#sun" })).toEqual({
      fields: { usernames: "ada", hashtags: "#sun" },
    });
    expect(readMentions("Mentions Hashtag", { hashtag: "#lagos" })).toEqual({ fields: { hashtag: "#lagos" } });
    expect(readMentions("Mentions User Followers", { username: "ada" })).toEqual({ fields: { username: "ada" } });
    expect(readMentions("Mentions Media Likers", { media: "https://instagram.com/p/x" })).toEqual({
      fields: { media: "https://instagram.com/p/x" },
    });
  });

  it("counts a custom list (usernames or comments) as the quantity", () => {
    expect(readMentions("Mentions Custom List", { usernames: "ada\r\n\nbob\ncy " })).toEqual({
      fields: { usernames: "ada\nbob\ncy" },
      quantity: 3,
    });
    expect(readMentions("Mentions Custom List", { comments: "ada\nbob" })).toMatchObject({ quantity: 2 });
  });

  it("refuses a missing or invalid parameter", () => {
    expect(readMentions("Mentions", { quantity: "10" })).toBeNull();
    expect(readMentions("Mentions with Hashtags", { usernames: "ada" })).toBeNull();
    expect(readMentions("Mentions Custom List", { usernames: " \n " })).toBeNull();
    expect(readMentions("Mentions Hashtag", { hashtag: "x".repeat(201) })).toBeNull();
    expect(readMentions("Mentions User Followers", {})).toBeNull();
    expect(readMentions("Mentions Media Likers", { media: "javascript:alert(1)" })).toBeNull();
  });
});
