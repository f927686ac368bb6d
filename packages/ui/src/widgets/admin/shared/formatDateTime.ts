import { DEFAULT_LOCALE } from "@smm/domain";

const dateTime = new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** "22 Nov 2026, 13:05" (UTC, so every viewer and screenshot agrees); the raw text when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
