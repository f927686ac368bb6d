import { describe, expect, it } from "vitest";
import { formatNgnIn } from "./display";

describe("formatNgnIn", () => {
  it("converts an NGN amount and formats it in the display currency", () => {
    expect(formatNgnIn("10000", "USD", { USD: "0.00065" }, "en-US")).toBe("$6.50");
    expect(formatNgnIn("1234.5", "NGN", {})).toBe("₦1,234.50");
  });
});
