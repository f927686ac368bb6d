import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSessionSlot } from "./sessionSlot";
import { memoryStorages } from "./storage";

const keys = { token: "authToken", data: "userData" };

type Step = { kind: "save"; token: string; data: unknown; remember: boolean } | { kind: "clear" };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("save" as const),
    token: fc.string({ minLength: 1 }),
    data: fc.jsonValue(),
    remember: fc.boolean(),
  }),
  fc.constant({ kind: "clear" as const }),
);

describe("session slot, any sequence of sign-ins and sign-outs", () => {
  it("holds exactly the last sign-in, in the storage its remember choice names, and nothing after a sign-out", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 20 }), (steps) => {
        const storages = memoryStorages();
        const slot = createSessionSlot<unknown>(keys, storages);
        for (const current of steps) {
          if (current.kind === "save") {
            slot.save({ token: current.token, data: current.data }, { remember: current.remember });
          } else {
            slot.clear();
          }
        }
        const last = steps.at(-1);
        const copies = [storages.persistent, storages.temporary].filter((s) => s.getItem(keys.token) !== null);
        if (!last || last.kind === "clear") {
          expect(slot.read()).toBeNull();
          expect(copies).toHaveLength(0);
          return;
        }
        expect(copies).toEqual([last.remember ? storages.persistent : storages.temporary]);
        // JSON is what the storage keeps, so compare with the JSON round trip (-0 becomes 0).
        expect(slot.read()).toEqual({ token: last.token, data: JSON.parse(JSON.stringify(last.data)) });
      }),
    );
  });
});
