import Decimal from "decimal.js";
import type { services, serviceUpdates } from "./schema";

type ServiceRow = typeof services.$inferSelect;
type UpdateEntry = typeof serviceUpdates.$inferInsert;

/** Percentage moves of the demo price history, cycled: the falls and rises a real panel's feed shows. */
const MOVES = ["-12.5", "8", "-5", "10", "-7.5", "4", "-14", "6"];

const HOUR_MS = 60 * 60 * 1000;

/** The price before a move of `percent` % that ended at `after`, to the column's 4 places. */
function priceBefore(after: Decimal, percent: string): Decimal {
  return after.div(new Decimal(100).plus(percent).div(100)).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
}

function priceChange(service: ServiceRow, from: Decimal, to: Decimal): UpdateEntry {
  return {
    serviceId: service.id,
    updateType: to.lessThan(from) ? "price-decrease" : "price-increase",
    oldPrice: from.toFixed(4),
    newPrice: to.toFixed(4),
    description: "Price changed",
  };
}

/**
 * The demo Updates feed: every other service has a history of a price change, a change of features or delivery (at
 * the price of its moment) and a later price change ending at today's price. About 90 rows over the past ~8 weeks,
 * oldest first, so the customer's Updates page shows its page size of 10 and its 7-page window.
 */
export function demoServiceUpdates(serviceRows: readonly ServiceRow[], now: number): UpdateEntry[] {
  const firstChanges: UpdateEntry[] = [];
  const otherChanges: UpdateEntry[] = [];
  const latestChanges: UpdateEntry[] = [];
  serviceRows.forEach((service, index) => {
    if (index % 2 === 0) return;
    const today = new Decimal(service.unitPrice);
    // Every other service, each the next move of the list: today's feed mixes falls and rises.
    const turn = Math.floor(index / 2);
    const middle = priceBefore(today, MOVES[turn % MOVES.length] ?? "5");
    const first = priceBefore(middle, MOVES[(turn + 3) % MOVES.length] ?? "5");
    firstChanges.push(priceChange(service, first, middle));
    const atMiddle = { oldPrice: middle.toFixed(4), newPrice: middle.toFixed(4) };
    otherChanges.push(
      index % 4 === 1
        ? { serviceId: service.id, updateType: "new-features", ...atMiddle, description: "New: faster start" }
        : { serviceId: service.id, updateType: "service-changes", ...atMiddle, description: "Delivery now faster" },
    );
    latestChanges.push(priceChange(service, middle, today));
  });
  const feed = [...firstChanges, ...otherChanges, ...latestChanges];
  // Fifteen hours apart, the newest fifteen hours ago.
  return feed.map((entry, position) => ({
    ...entry,
    createdAt: new Date(now - (feed.length - position) * 15 * HOUR_MS),
  }));
}
