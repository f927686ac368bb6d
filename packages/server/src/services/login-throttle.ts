import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/rows";
import { loginThrottle } from "../db/schema";

/** Attempts one account may take from one address per window: the guesser is slowed, the owner elsewhere is not. */
export const MAX_ACCOUNT_ATTEMPTS = 5;
/** Failed attempts one address may make per window over all accounts (spraying one password at many accounts). */
export const MAX_ADDRESS_FAILURES = 20;
export const WINDOW_MS = 15 * 60 * 1000;
const SWEEP_EVERY = 100;

/**
 * Who is signing in, as the throttle counts them: the account (by id, whichever alias was typed; by the typed text
 * when no account has it, so unknown names are throttled alike) and the address (`request.ip`, which believes
 * X-Forwarded-For only from the proxies TRUST_PROXY names).
 */
export interface Attempt {
  account: string;
  ip: string;
}

const accountKey = ({ account, ip }: Attempt) => `account:${account}|ip:${ip}`;
const addressKey = ({ ip }: Attempt) => `ip:${ip}`;

/**
 * Failed sign-ins counted in the database (table login_throttle), so every instance draws on one budget. An attempt
 * is counted BEFORE its password is checked, with one atomic upsert per key, so concurrent guesses (on any number of
 * instances) cannot all slip through a check that none of them has counted yet; a success takes its count back.
 */
export class LoginThrottle {
  private sinceSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly windowMs = WINDOW_MS,
  ) {}

  /** Counts the attempt on both keys; answers the seconds to wait when either budget is spent, else 0. */
  async begin(attempt: Attempt): Promise<number> {
    // Every so often, rows whose window ended long ago go: the table holds the last hour's attempts, not all.
    this.sinceSweep += 1;
    if (this.sinceSweep >= SWEEP_EVERY) {
      this.sinceSweep = 0;
      await this.db.execute(sql`delete from ${loginThrottle} where window_ends_at < now() - interval '1 hour'`);
    }
    const rows = await queryRows<{ key: string; attempts: number; wait_ms: string }>(
      this.db,
      sql`insert into ${loginThrottle} as t (key, attempts, window_ends_at)
        values (${accountKey(attempt)}, 1, now() + cast(${this.windowMs} as integer) * interval '1 millisecond'),
               (${addressKey(attempt)}, 1, now() + cast(${this.windowMs} as integer) * interval '1 millisecond')
        on conflict (key) do update set
          attempts = case when t.window_ends_at <= now() then 1 else t.attempts + 1 end,
          window_ends_at = case when t.window_ends_at <= now() then excluded.window_ends_at else t.window_ends_at end
        returning key, attempts, cast(extract(epoch from (window_ends_at - now())) * 1000 as bigint)::text as wait_ms`,
    );
    const over = rows.filter((row) =>
      row.key === addressKey(attempt) ? row.attempts > MAX_ADDRESS_FAILURES : row.attempts > MAX_ACCOUNT_ATTEMPTS,
    );
    if (over.length === 0) return 0;
    return Math.max(1, Math.ceil(Math.max(...over.map((row) => Number(row.wait_ms))) / 1000));
  }

  /** The password was right: the account's count from this address starts over, the address gets its attempt back. */
  async succeeded(attempt: Attempt): Promise<void> {
    await this.db.execute(sql`delete from ${loginThrottle} where key = ${accountKey(attempt)}`);
    await this.db.execute(
      sql`update ${loginThrottle} set attempts = greatest(attempts - 1, 0) where key = ${addressKey(attempt)}`,
    );
  }
}

export function tooManyAttemptsMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
