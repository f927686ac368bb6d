import { DEFAULT_LOCALE } from "@smm/domain";

// One formatter of each kind for every row of every table, built on first use: building an Intl.DateTimeFormat is
// costly (the page's first one loads the date data, ~25 ms on a phone), and the customer shell imports this module
// before any date is shown. Both in UTC, so every viewer and screenshot agrees.
let dateFormatter: Intl.DateTimeFormat | undefined;
let dateTimeFormatter: Intl.DateTimeFormat | undefined;

/** An ISO date-time as a short date ("22 Nov 2026"), in UTC so every viewer and screenshot agrees. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateFormatter ??= new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: "medium", timeZone: "UTC" });
  return dateFormatter.format(date);
}

/** An ISO date-time as "22 Nov 2026, 13:05" (UTC); "—" when there is none, the raw text when it is not a date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateTimeFormatter ??= new Intl.DateTimeFormat(DEFAULT_LOCALE, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
  return dateTimeFormatter.format(date);
}
