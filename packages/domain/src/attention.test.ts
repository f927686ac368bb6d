import { describe, expect, it } from "vitest";
import { USUAL_MINUTES_MESSAGE, usualMinutesError } from "./attention";

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
