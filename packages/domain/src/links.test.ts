import { describe, expect, it } from "vitest";
import { isCustomerLink, LINK_MAX_LENGTH } from "./links";

describe("isCustomerLink", () => {
  it.each([
    "https://instagram.com/p/ABC123",
    "http://b.org",
    "HTTPS://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ&t=1",
    "https://www.tiktok.com/@username/video/1234567890",
    "https://x.com/a?next=https://y.com/@me#top",
    "https://例え.jp/パス",
  ])("accepts %s", (link) => {
    expect(isCustomerLink(link)).toBe(true);
  });

  it.each([
    ["a script", "javascript:alert(1)"],
    ["a data URL", "data:text/html,<script>alert(1)</script>"],
    ["words", "not a url at all"],
    ["another scheme", "ftp://files.example.com/a"],
    ["no scheme", "instagram.com/p/abc"],
    ["a scheme without slashes", "https:instagram.com"],
    ["no host", "https://"],
    ["credentials", "https://user:pass@instagram.com/p/abc"],
    ["a user name", "https://user@instagram.com"],
    ["an empty user part", "https://@instagram.com"],
    ["an inner space", "https://instagram.com/p/a b"],
    ["a tab", "https://instagram.com/\tp"],
    ["a newline", "https://instagram.com/p\nhttps://evil.test"],
    ["a NUL byte", "https://instagram.com/\u0000"],
    ["a C1 control", "https://instagram.com/\u0085"],
    ["a non-breaking space", "https://instagram.com/\u00a0"],
  ])("refuses %s", (_, link) => {
    expect(isCustomerLink(link)).toBe(false);
  });

  it(`refuses more than ${LINK_MAX_LENGTH} characters`, () => {
    const base = "https://instagram.com/";
    expect(isCustomerLink(base + "a".repeat(LINK_MAX_LENGTH - base.length))).toBe(true);
    expect(isCustomerLink(base + "a".repeat(LINK_MAX_LENGTH - base.length + 1))).toBe(false);
  });
});
