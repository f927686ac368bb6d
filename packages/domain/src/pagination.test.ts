import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageCountOf, paginationWindow } from "./pagination";

describe("paginationWindow", () => {
  it("centres the current page in a window of 7", () => {
    expect(paginationWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });

  it("keeps the window inside the first and last pages", () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationWindow(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });

  it("shows every page when there are fewer than the window", () => {
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it("clamps a page outside the range and returns nothing for no pages", () => {
    expect(paginationWindow(99, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it("always holds the current page in consecutive, in-range numbers", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 15 }),
        (p, n, size) => {
          const page = Math.min(p, n);
          const pages = paginationWindow(page, n, size);
          expect(pages).toContain(page);
          expect(pages.length).toBe(Math.min(size, n));
          pages.forEach((value, index) => {
            expect(value).toBeGreaterThanOrEqual(1);
            expect(value).toBeLessThanOrEqual(n);
            if (index > 0) expect(value).toBe((pages[index - 1] as number) + 1);
          });
        },
      ),
    );
  });
});

describe("pageCountOf", () => {
  it("rounds up and never goes below one page", () => {
    expect(pageCountOf(21, 10)).toBe(3);
    expect(pageCountOf(0, 10)).toBe(1);
  });
});
