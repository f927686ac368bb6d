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

/** A whole number ≥ 0 (quantities), else undefined. */
export function parseCount(value: unknown): number | undefined {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const count = Number(text);
  return count <= MAX_ID ? count : undefined;
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

/** A non-empty text of reasonable size (links, usernames), else undefined. */
export function parseText(value: unknown, max = 2000): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const text = String(value).trim();
  return text && text.length <= max ? text : undefined;
}
