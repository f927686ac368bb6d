/** A failure the reseller API answers as `{"error": message}` with HTTP 200 (what API v2 clients read). */
export class ResellerApiError extends Error {}
