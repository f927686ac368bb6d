import { DEFAULT_LOCALE } from "@smm/domain";

// Built once: creating an Intl.DateTimeFormat is costly.
const formatter = new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** An ISO date-time as "22 Nov 2026, 10:15 UTC" (UTC so every viewer and screenshot agrees); "—" when missing. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${formatter.format(date)} UTC`;
}
