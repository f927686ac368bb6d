import { describe, expect, it } from "vitest";
import { tableMinWidth } from "./tableMinWidth";

describe("tableMinWidth", () => {
  it("adds the fixed widths and the minimum for each column without one", () => {
    expect(tableMinWidth(["5rem", undefined, "7rem", undefined])).toBe("calc(5rem + 8rem + 7rem + 8rem)");
  });

  it("widens the table so the share left by percentage columns still holds the other columns", () => {
    expect(tableMinWidth(["5rem", "20%", undefined, "6rem"])).toBe(
      "max(calc((5rem + 8rem + 6rem) / 0.8), calc(8rem * 5))",
    );
  });

  it("keeps the narrowest percentage column at the minimum", () => {
    expect(tableMinWidth(["25%", "50%", "25%"], "4rem")).toBe("calc(4rem * 4)");
  });

  it("has no bound for a table without columns", () => {
    expect(tableMinWidth([])).toBeUndefined();
  });
});
