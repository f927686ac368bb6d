import { numeric, timestamp } from "drizzle-orm/pg-core";

/** Money is numeric(14,2) in the database and a string in JavaScript: never a float. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** Unit prices may carry more precision than a charge (a charge is rounded to kobo). */
export const unitPrice = (name: string) => numeric(name, { precision: 14, scale: 4 });
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
