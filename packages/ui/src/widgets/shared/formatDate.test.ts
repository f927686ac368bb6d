import { afterEach, describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./formatDate";

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe("formatDate and formatDateTime", () => {
  it("show the UTC day the server counts in, whatever the viewer's zone", () => {
    // Lagos is an hour ahead: 23:30 UTC is already the next day there.
    process.env.TZ = "Africa/Lagos";
    expect(formatDate("2026-11-02T23:30:00Z")).toBe("2 Nov 2026");
    expect(formatDateTime("2026-11-02T23:30:00Z")).toBe("2 Nov 2026, 23:30");
  });

  it("say '—' for no date and keep text that is not a date", () => {
    expect(formatDateTime(null)).toBe("—");
    expect(formatDateTime(undefined)).toBe("—");
    expect(formatDateTime("soon")).toBe("soon");
    expect(formatDate("soon")).toBe("soon");
  });
});
