import { describe, expect, it } from "vitest";
import { nextSort, sortRows } from "./sortRows";

describe("sortRows", () => {
  const rows = [
    { name: "item 10", price: 3 },
    { name: "Item 2", price: 1 },
    { name: "item 1", price: 3 },
    { name: "", price: undefined },
  ];

  it("sorts numbers by value and keeps equal values in their original order", () => {
    const sorted = sortRows(rows, (row) => row.price, "ascending").map((row) => row.name);
    expect(sorted).toEqual(["Item 2", "item 10", "item 1", ""]);
    const descending = sortRows(rows, (row) => row.price, "descending").map((row) => row.name);
    expect(descending).toEqual(["item 10", "item 1", "Item 2", ""]);
  });

  it("sorts text case-blind and digit-aware", () => {
    const sorted = sortRows(rows.slice(0, 3), (row) => row.name, "ascending").map((row) => row.name);
    expect(sorted).toEqual(["item 1", "Item 2", "item 10"]);
  });

  it("does not change the input", () => {
    const input = [...rows];
    sortRows(input, (row) => row.price, "descending");
    expect(input).toEqual(rows);
  });
});

describe("nextSort", () => {
  it("goes ascending, descending, unsorted; a new column starts ascending", () => {
    const ascending = nextSort(null, "rate");
    expect(ascending).toEqual({ columnId: "rate", direction: "ascending" });
    const descending = nextSort(ascending, "rate");
    expect(descending).toEqual({ columnId: "rate", direction: "descending" });
    expect(nextSort(descending, "rate")).toBeNull();
    expect(nextSort(descending, "id")).toEqual({ columnId: "id", direction: "ascending" });
  });
});
