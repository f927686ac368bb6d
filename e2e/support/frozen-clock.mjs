// Preloaded into the server for page screenshots (node --import): every clock reading in the process, the
// embedded database's included, answers E2E_FROZEN_TIME, so seeded history, "today" and every date a page shows
// are the same on every run. Timers are unaffected (they run on the monotonic clock).
const frozen = Date.parse(process.env.E2E_FROZEN_TIME ?? "");
if (Number.isNaN(frozen)) throw new Error("E2E_FROZEN_TIME must be an ISO date, e.g. 2026-06-15T09:30:00Z");

const RealDate = Date;
class FrozenDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(frozen);
    else super(...args);
  }
  static now() {
    return frozen;
  }
}
globalThis.Date = FrozenDate;
