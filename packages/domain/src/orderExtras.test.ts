import { describe, expect, it } from "vitest";
import { orderExtrasOf } from "./orderExtras";

describe("orderExtrasOf", () => {
  it("has nothing for a plain order", () => {
    expect(orderExtrasOf(null)).toEqual([]);
    expect(
      orderExtrasOf({ fields: { type: "Default" }, runs: null, intervalMinutes: null, runQuantity: null }),
    ).toEqual([]);
  });

  it("labels a subscription's fields in reading order", () => {
    const fields = { type: "Subscriptions", max: "200", min: "100", username: "ada", expiry: "12/31/2026" };
    expect(orderExtrasOf({ fields, runs: null, intervalMinutes: null, runQuantity: null })).toEqual([
      { name: "username", label: "Username", value: "ada" },
      { name: "min", label: "Minimum", value: "100" },
      { name: "max", label: "Maximum", value: "200" },
      { name: "expiry", label: "Expiry", value: "12/31/2026" },
    ]);
  });

  it("gives a drip-feed's runs, interval and quantity per run once", () => {
    const stored = {
      fields: { type: "Default", runs: "3", interval: "30" },
      runs: 3,
      intervalMinutes: 30,
      runQuantity: 100,
    };
    expect(orderExtrasOf(stored).map((extra) => [extra.label, extra.value])).toEqual([
      ["Drip-feed runs", "3"],
      ["Interval (minutes)", "30"],
      ["Quantity per run", "100"],
    ]);
  });

  it("keeps a list as given and shows an unknown field under its own name", () => {
    const fields = { type: "Custom Comments", comments: "Nice!\nGreat", note: "x" };
    expect(orderExtrasOf({ fields, runs: null, intervalMinutes: null, runQuantity: null })).toEqual([
      { name: "comments", label: "Comments", value: "Nice!\nGreat" },
      { name: "note", label: "note", value: "x" },
    ]);
  });
});
