import { describe, expect, it } from "vitest";
import { CSV_BATCH, csvCell, csvDocument, csvLine } from "./csv";

describe("csvCell", () => {
  it.each([
    ['=HYPERLINK("http://evil.test")', `"'=HYPERLINK(""http://evil.test"")"`],
    ["+1+2", "'+1+2"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
  ])("defuses a formula-like cell %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("quotes quotes, commas and line breaks, and leaves plain text and numbers alone", () => {
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("https://instagram.com/p/x")).toBe("https://instagram.com/p/x");
    expect(csvCell("-50.00")).toBe("-50.00");
    expect(csvCell(null)).toBe("");
    expect(csvLine([1, "a,b", true])).toBe('1,"a,b",true\r\n');
  });
});

describe("csvDocument", () => {
  it("reads the next batch only when the previous one was taken, below the last id", async () => {
    const asked: Array<number | undefined> = [];
    const ids = Array.from({ length: CSV_BATCH + 5 }, (_, index) => CSV_BATCH + 5 - index);
    const document = csvDocument(
      ["id"],
      async (before) => {
        asked.push(before);
        return ids
          .filter((id) => before === undefined || id < before)
          .slice(0, CSV_BATCH)
          .map((id) => ({ id }));
      },
      (row) => [row.id],
    );
    expect((await document.next()).value).toBe("id\r\n");
    expect(asked).toEqual([]);
    await document.next();
    expect(asked).toEqual([undefined]);
    const rest = await document.next();
    expect(asked).toEqual([undefined, 6]);
    expect(rest.value).toBe("5\r\n4\r\n3\r\n2\r\n1\r\n");
    expect((await document.next()).done).toBe(true);
  });
});
