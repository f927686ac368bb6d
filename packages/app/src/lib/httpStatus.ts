/**
 * The HTTP status an api-client error carries (ApiError.status), read without importing the client: the app's
 * entry (query defaults) must not pull the client into the landing page's first load.
 */
export function httpStatusOf(error: unknown): number | undefined {
  const status = typeof error === "object" && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === "number" ? status : undefined;
}
