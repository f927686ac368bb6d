import { describe, expect, it } from "vitest";
import {
  CHILD_PANEL_STATUSES,
  isOrderStatus,
  matchesStatusFilter,
  ORDER_STATUS_FILTERS,
  ORDER_STATUS_INFO,
  ORDER_STATUSES,
  TICKET_STATUSES,
  UPDATE_TYPE_LABELS,
  UPDATE_TYPES,
} from "./statuses";

describe("order statuses", () => {
  it("uses the spec's colours as tones", () => {
    const tones = Object.fromEntries(ORDER_STATUSES.map((status) => [status, ORDER_STATUS_INFO[status].tone]));
    expect(tones).toEqual({
      pending: "warning",
      "in-progress": "info",
      processing: "info",
      completed: "success",
      partial: "orange",
      canceled: "danger",
    });
  });

  it("lists the tabs in the spec's order, all first", () => {
    expect(ORDER_STATUS_FILTERS.map((filter) => filter.value)).toEqual([
      "all",
      "pending",
      "in-progress",
      "completed",
      "partial",
      "processing",
      "canceled",
    ]);
  });

  it("filters by tab", () => {
    expect(matchesStatusFilter("partial", "all")).toBe(true);
    expect(matchesStatusFilter("partial", "partial")).toBe(true);
    expect(matchesStatusFilter("partial", "canceled")).toBe(false);
    expect(isOrderStatus("in-progress")).toBe(true);
    expect(isOrderStatus("cancelled")).toBe(false);
  });
});

describe("other vocabularies", () => {
  it("has the update types with labels, all first", () => {
    expect(UPDATE_TYPES).toEqual(["all", "price-decrease", "price-increase", "service-changes", "new-features"]);
    expect(Object.keys(UPDATE_TYPE_LABELS)).toEqual([...UPDATE_TYPES]);
  });

  it("has ticket and child panel statuses", () => {
    expect(TICKET_STATUSES).toEqual(["open", "answered", "closed"]);
    expect(CHILD_PANEL_STATUSES).toEqual(["pending", "active", "suspended", "cancelled"]);
  });
});
