import { describe, expect, it } from "vitest";
import { tableMinWidth } from "./tableMinWidth";

describe("tableMinWidth", () => {
  it("adds the fixed widths and the minimum for each column without one", () => {
    expect(tableMinWidth([{ width: "5rem" }, {}, { width: "7rem" }, {}])).toBe("calc(5rem + 8rem + 7rem + 8rem)");
  });

  it("widens the table so the share left by percentage columns still holds the other columns", () => {
    expect(tableMinWidth([{ width: "5rem" }, { width: "20%" }, {}, { width: "6rem" }])).toBe(
      "max(calc((5rem + 8rem + 6rem) / 0.8), calc(8rem * 5))",
    );
  });

  it("keeps the narrowest percentage column at the minimum", () => {
    expect(tableMinWidth([{ width: "25%" }, { width: "50%" }, { width: "25%" }], "4rem")).toBe("calc(4rem * 4)");
  });

  it("keeps a column's own minimum, and counts every column without a width at the largest (they share evenly)", () => {
    expect(tableMinWidth([{ width: "11rem" }, { minWidth: "16rem" }, { width: "8rem" }])).toBe(
      "calc(11rem + 16rem + 8rem)",
    );
    expect(tableMinWidth([{ minWidth: "16rem" }, {}])).toBe("calc(max(16rem, 8rem) + max(16rem, 8rem))");
  });

  it("has no bound for a table without columns", () => {
    expect(tableMinWidth([])).toBeUndefined();
  });
});
