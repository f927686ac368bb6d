import { describe, expect, it } from "vitest";
import { refundFor } from "./order-refund";

describe("refundFor", () => {
  const order = { charge: "1200.00", quantity: 200 };

  it("gives the whole charge back on a cancel", () => {
    expect(refundFor(order, "canceled", 200)).toBe("1200.00");
  });

  it("gives back the undelivered share on a partial, rounded to kobo", () => {
    expect(refundFor(order, "partial", 80)).toBe("480.00");
    expect(refundFor({ charge: "10.00", quantity: 3 }, "partial", 1)).toBe("3.33");
  });

  it("gives nothing back for any other status", () => {
    for (const status of ["pending", "processing", "in-progress", "completed"] as const) {
      expect(refundFor(order, status, 200)).toBe("0.00");
    }
  });
});
