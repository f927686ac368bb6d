import { describe, expect, it } from "vitest";
import { bulkOrderOutcome } from "./bulkOrderOutcome";

describe("bulkOrderOutcome", () => {
  it("counts what was done", () => {
    expect(
      bulkOrderOutcome(
        { action: "cancel" },
        {
          results: [
            { id: 1, ok: true },
            { id: 2, ok: true },
          ],
        },
      ),
    ).toEqual({
      tone: "success",
      message: "2 orders canceled and refunded",
    });
  });

  it("names each skipped order's reason, the first three, and counts the rest", () => {
    const skipped = [5, 6, 7, 8, 9].map((id) => ({ id, ok: false, message: `Order #${id} is already completed.` }));
    const outcome = bulkOrderOutcome(
      { action: "status", status: "completed" },
      { results: [{ id: 4, ok: true }, ...skipped] },
    );
    expect(outcome).toEqual({
      tone: "warning",
      message:
        "1 order changed; 5 skipped: Order #5 is already completed. Order #6 is already completed. Order #7 is already completed. And 2 orders more.",
    });
  });

  it("is an error when nothing was done", () => {
    const outcome = bulkOrderOutcome({ action: "resend" }, { results: [{ id: 3, ok: false, message: "No." }] });
    expect(outcome.tone).toBe("error");
  });
});
