import { type SQL, sql } from "drizzle-orm";
import { integer, numeric, type PgColumn, text, timestamp } from "drizzle-orm/pg-core";

/** Money is numeric(14,2) in the database and a string in JavaScript: never a float. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** Unit prices may carry more precision than a charge (a charge is rounded to kobo). */
export const unitPrice = (name: string) => numeric(name, { precision: 14, scale: 4 });
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/**
 * When the row was written: its transaction's start (the default, now()), whatever `created_at` says, which an import
 * from another panel sets to the row's original date. The roll-ups count rows by it (services/aggregates.ts), so
 * imported history is counted too. Null only on rows written before migration 0032, all in the roll-ups by then.
 */
export const writtenAt = () => timestamp("written_at", { withTimezone: true }).defaultNow();
/**
 * Column `of` in lower case, kept by PostgreSQL, for the case-blind look-ups (sign-in, sign-up, resets): compared with
 * `= lower($1)`, which row-level security lets use an index. An index on lower(column) would not be used under it
 * unless lower() were marked LEAKPROOF, a superuser's change to a built-in function of the whole database.
 */
export const lowerCaseOf = (name: string, of: string) =>
  text(name)
    .notNull()
    .generatedAlwaysAs(sql.raw(`lower("${of}")`));
/** A lowerCaseOf column equals `value` in any case (lowered as PostgreSQL lowers, like the column). */
export const equalsLowerCase = (column: PgColumn, value: string): SQL => sql`${column} = lower(${value})`;
/**
 * The panel a row belongs to (migration 0019): filled from the connection's panel (`app.panel_id`, set by the
 * database client from db/panel-context.ts), which the table's row-level security policy also checks. Queries never
 * name it.
 */
export const panelId = () => integer("panel_id").notNull().default(sql`current_panel_id()`);
/**
 * What customers, owners and API v2 clients see as the row's id (migration 0028): counted per panel, so a child
 * panel's first order is #1 whatever its parent sold, and on the main panel equal to the row's id. Assigned by the
 * table's `assign_panel_number` trigger (which ignores any value sent); the default only lets inserts leave it out.
 * Foreign keys and everything internal stay on `id`; a look-up by number is unique within the connection's panel.
 */
export const panelNumber = () => integer("number").notNull().default(0);
