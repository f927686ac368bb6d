import { describe, expect, it } from "vitest";
import { UPSTREAM_ORDER_ID_MESSAGE, USUAL_MINUTES_MESSAGE, upstreamOrderIdError, usualMinutesError } from "./attention";

describe("usualMinutesError", () => {
  it("accepts empty (learned from completed orders) and whole minutes from 1 to a year", () => {
    for (const ok of ["", "  ", "1", "90", " 1440 ", "525600"]) expect(usualMinutesError(ok), ok).toBeUndefined();
  });

  it("refuses zero, fractions, negatives, words and more than a year, with one message", () => {
    for (const bad of ["0", "1.5", "-5", "abc", "1e3", "525601", "99999999"]) {
      expect(usualMinutesError(bad), bad).toBe(USUAL_MINUTES_MESSAGE);
    }
  });
});

describe("upstreamOrderIdError", () => {
  it("accepts a provider's order id: digits or a short token, spaces around trimmed", () => {
    for (const ok of ["88123", " 5000 ", "ORD-2026_07.1", "a".repeat(64)])
      expect(upstreamOrderIdError(ok), ok).toBeUndefined();
  });

  it("refuses empty, spaces inside, other characters and more than 64, with one message", () => {
    for (const bad of ["", "  ", "12 34", "1,2", "<b>1</b>", "1\u00002", "a".repeat(65)]) {
      expect(upstreamOrderIdError(bad), bad).toBe(UPSTREAM_ORDER_ID_MESSAGE);
    }
  });
});
