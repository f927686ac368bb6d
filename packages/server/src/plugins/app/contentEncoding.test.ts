import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./contentEncoding";

describe("preferredEncoding", () => {
  it("prefers Brotli, then gzip, else sends the body as it is", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("deflate")).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding("")).toBeUndefined();
  });

  it("refuses a coding listed with q=0 and reads names and weights case-insensitively", () => {
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("BR ; Q=0.0 , GZip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("br;q=0.1")).toBe("br");
    expect(preferredEncoding("gzip;q=0, br;q=0")).toBeUndefined();
  });

  it("offers only the copies that exist", () => {
    expect(preferredEncoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(preferredEncoding("br", ["gzip"])).toBeUndefined();
    expect(preferredEncoding("br, gzip", [])).toBeUndefined();
  });

  it("does not take a coding whose name only contains another", () => {
    expect(preferredEncoding("x-gzip-ish, abr")).toBeUndefined();
  });
});
