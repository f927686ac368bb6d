import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseMassOrder } from "./massOrder";

const spacing = fc.constantFrom("", " ", "  ", "\t", " \t ");
const link = fc
  .webUrl({ validSchemes: ["http", "https"], withQueryParameters: true, withFragments: true })
  .filter((url) => !url.includes("|") && !/\s/.test(url));
const order = fc.record({
  serviceId: fc.integer({ min: 0, max: 10_000_000 }),
  link,
  quantity: fc.integer({ min: 1, max: 1_000_000_000 }),
});
const formatted = order.chain((value) =>
  fc.tuple(spacing, spacing, spacing, spacing, spacing, spacing).map(([a, b, c, d, e, f]) => ({
    value,
    text: `${a}${value.serviceId}${b}|${c}${value.link}${d}|${e}${value.quantity}${f}`,
  })),
);
const blank = fc.constantFrom("", " ", "\t", "   ");

describe("parseMassOrder properties", () => {
  it("parses any list of valid lines back to the same orders", () => {
    fc.assert(
      fc.property(fc.array(formatted, { maxLength: 100 }), (lines) => {
        const result = parseMassOrder(lines.map((line) => line.text).join("\n"));
        expect(result.errors).toEqual([]);
        expect(result.orders).toEqual(lines.map((line, index) => ({ line: index + 1, ...line.value })));
      }),
    );
  });

  it("gives the same orders and errors whatever blank lines are added (up to line numbers)", () => {
    const anyLine = fc.oneof(
      formatted.map((line) => line.text),
      fc.string({ maxLength: 30 }).filter((text) => text.trim() !== "" && !/[\r\n]/.test(text)),
    );
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 40 }), fc.array(fc.array(blank, { maxLength: 3 })), (lines, gaps) => {
        const padded = lines.flatMap((line, index) => [...(gaps[index] ?? []), line]);
        const stripLine = (result: ReturnType<typeof parseMassOrder>) => ({
          orders: result.orders.map(({ line: _line, ...rest }) => rest),
          errors: result.errors.map((error) => error.message.replace(/^Line \d+: /, "")),
        });
        expect(stripLine(parseMassOrder(padded.join("\n")))).toEqual(stripLine(parseMassOrder(lines.join("\n"))));
      }),
    );
  });

  it("always reports the maximum for more than 100 non-blank lines", () => {
    const anyNonBlank = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((text) => text.trim() !== "" && !/[\r\n]/.test(text));
    fc.assert(
      fc.property(fc.array(anyNonBlank, { minLength: 101, maxLength: 160 }), (lines) => {
        const result = parseMassOrder(lines.join("\n"));
        expect(result.errors[0]).toEqual({ line: null, message: "Maximum 100 orders allowed per submission" });
      }),
      { numRuns: 50 },
    );
  });
});
