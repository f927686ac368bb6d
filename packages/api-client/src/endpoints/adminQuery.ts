/**
 * Query strings of the admin lists: only the values that narrow something go into the URL (an empty search,
 * an undefined filter are left out), so cache keys and server logs stay short.
 */
export function adminListParams(query: object): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (typeof value === "string") {
      if (value.trim() !== "") params[name] = value.trim();
    } else if (typeof value === "number" || typeof value === "boolean") {
      params[name] = value;
    }
  }
  return params;
}

export function adminPath(base: string, id: number, suffix = ""): string {
  return `${base}/${encodeURIComponent(id)}${suffix}`;
}
