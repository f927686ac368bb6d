/** A failure the reseller API answers as `{"error": message}` with HTTP 200 (what API v2 clients read). */
export class ResellerApiError extends Error {}

export const MAX_ID = 2147483647;

/** A positive integer id from a number or a digit string, else undefined. */
export function parseId(value: unknown): number | undefined {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** A comma-separated list (or a JSON array) as trimmed, non-empty items, in the order given. */
export function parseList(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.map((item) => String(item).trim()).filter(Boolean);
  if (typeof value === "number") return [String(value)];
  if (typeof value !== "string") return undefined;
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}
