import { describe, expect, it } from "vitest";
import { orderSchema } from "./orderTypes";

const link = "https://instagram.com/p/m";
const read = (type: string, given: Record<string, unknown>) =>
  orderSchema({ unitPrice: "1", type, min: 1, max: 1000 }).safeParse({ link, quantity: "10", ...given });

describe("the Mentions variants", () => {
  it("read each variant's own parameters", () => {
    expect(read("Mentions", { usernames: "ada\nbob" }).data?.fields).toEqual({
      type: "Mentions",
      usernames: "ada\nbob",
    });
    expect(read("Mentions with Hashtags", { usernames: "ada", hashtags: "#sun" }).data?.fields).toEqual({
      type: "Mentions with Hashtags",
      usernames: "ada",
      hashtags: "#sun",
    });
    expect(read("Mentions Hashtag", { hashtag: "#lagos" }).data?.fields).toMatchObject({ hashtag: "#lagos" });
    expect(read("Mentions User Followers", { username: "ada" }).data?.fields).toMatchObject({ username: "ada" });
    expect(read("Mentions Media Likers", { media: "https://instagram.com/p/x" }).data?.fields).toMatchObject({
      media: "https://instagram.com/p/x",
    });
  });

  it("count a custom list (usernames or comments) as the quantity", () => {
    expect(read("Mentions Custom List", { usernames: "ada\r\n\nbob\ncy " }).data).toMatchObject({
      fields: { usernames: "ada\nbob\ncy" },
      quantity: 3,
    });
    expect(read("Mentions Custom List", { comments: "ada\nbob" }).data).toMatchObject({ quantity: 2 });
  });

  it("refuse a missing or invalid parameter", () => {
    expect(read("Mentions", {}).success).toBe(false);
    expect(read("Mentions with Hashtags", { usernames: "ada" }).success).toBe(false);
    expect(read("Mentions Custom List", { usernames: " \n " }).success).toBe(false);
    expect(read("Mentions Hashtag", { hashtag: "x".repeat(201) }).success).toBe(false);
    expect(read("Mentions User Followers", {}).success).toBe(false);
    expect(read("Mentions Media Likers", { media: "javascript:alert(1)" }).success).toBe(false);
  });
});
