import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../statuses";
import { normaliseProviderStatus, RESELLER_API_ERROR_LIST, RESELLER_STATUS_OF } from "./reseller";

describe("normaliseProviderStatus", () => {
  it.each([
    ["Cancelled", "canceled"],
    ["Canceled", "canceled"],
    ["In progress", "in-progress"],
    ["IN_PROGRESS", "in-progress"],
    [" Completed ", "completed"],
    ["Partial", "partial"],
    ["Processing", "processing"],
    ["Pending", "pending"],
  ])("%s → %s", (raw, status) => {
    expect(normaliseProviderStatus(raw)).toBe(status);
  });

  it("reads anything unknown as pending", () => {
    for (const raw of ["Queued", "", null, undefined, 3, {}]) expect(normaliseProviderStatus(raw)).toBe("pending");
  });

  it("round-trips every status through the API word", () => {
    for (const status of ORDER_STATUSES) expect(normaliseProviderStatus(RESELLER_STATUS_OF[status])).toBe(status);
  });
});

it("documents the quantity errors with N for the bound", () => {
  expect(RESELLER_API_ERROR_LIST).toContain("Quantity less than minimal N");
  expect(RESELLER_API_ERROR_LIST).toContain("Quantity more than maximal N");
});
