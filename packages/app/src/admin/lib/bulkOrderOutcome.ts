import type { AdminBulkOrderAnswer } from "@smm/domain";
import type { OrderBulkChoice } from "@smm/ui";

const PAST: Record<OrderBulkChoice["action"], string> = {
  status: "changed",
  resend: "queued for their provider",
  cancel: "canceled and refunded",
};
/** Skipped orders named in the toast; the rest are counted. */
const NAMED_SKIPS = 3;

const orders = (count: number) => `${count} ${count === 1 ? "order" : "orders"}`;

/**
 * The toast after a bulk action: how many were done, and each skipped order's reason (the first few), so an order that
 * could not take the action is reported rather than passed over.
 */
export function bulkOrderOutcome(choice: OrderBulkChoice, { results }: AdminBulkOrderAnswer) {
  const done = results.filter((result) => result.ok).length;
  const skipped = results.filter((result) => !result.ok);
  const head = `${orders(done)} ${PAST[choice.action]}`;
  if (skipped.length === 0) return { tone: "success" as const, message: head };
  const reasons = skipped.slice(0, NAMED_SKIPS).map((result) => result.message ?? `Order #${result.id} was skipped.`);
  const more = skipped.length > NAMED_SKIPS ? ` And ${orders(skipped.length - NAMED_SKIPS)} more.` : "";
  return {
    tone: done === 0 ? ("error" as const) : ("warning" as const),
    message: `${head}; ${skipped.length} skipped: ${reasons.join(" ")}${more}`,
  };
}
