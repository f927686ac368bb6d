import { DEFAULT_LOCALE } from "@smm/domain";

// One formatter for every row of every table: building an Intl.DateTimeFormat is costly.
const dateFormatter = new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: "medium", timeZone: "UTC" });

/** An ISO date-time as a short date ("22 Nov 2026"), in UTC so every viewer and screenshot agrees. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormatter.format(date);
}
