import { describe, expect, it } from "vitest";
import {
  CHILD_PANEL_NAMESERVERS,
  MASS_ORDER_MAX_LINES,
  QUANTITY_DEFAULT_MAX,
  QUANTITY_MIN_HINT,
  TICKET_ATTACHMENT_ACCEPT,
  TICKET_ATTACHMENT_MAX_BYTES,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_SUCCESS_DURATION_MS,
} from "./constants";

describe("spec §9 constants", () => {
  it("holds the limits", () => {
    expect(QUANTITY_DEFAULT_MAX).toBe(1_000_000);
    expect(QUANTITY_MIN_HINT).toBe(10);
    expect(MASS_ORDER_MAX_LINES).toBe(100);
    expect(TOAST_SUCCESS_DURATION_MS).toBe(2000);
    expect(TOAST_DEFAULT_DURATION_MS).toBe(4000);
    expect(TICKET_ATTACHMENT_MAX_BYTES).toBe(5_242_880);
  });

  it("has two nameserver hosts and a file-input accept list", () => {
    expect(CHILD_PANEL_NAMESERVERS).toHaveLength(2);
    for (const host of CHILD_PANEL_NAMESERVERS) expect(host).toMatch(/^ns\d\.[a-z0-9-]+\.com$/);
    expect(TICKET_ATTACHMENT_ACCEPT.split(",")).toEqual(
      expect.arrayContaining(["image/png", ".jpg", "image/webp", "application/pdf", ".txt"]),
    );
  });
});
