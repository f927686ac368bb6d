const units = ["B", "KB", "MB", "GB"] as const;

/** A human size in binary units with at most one decimal: 512 B, 2.4 MB, 5 MB. */
export function formatFileSize(bytes: number): string {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 || size >= 10 ? Math.round(size) : Math.round(size * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

/**
 * Whether a file matches an `accept` list like the native attribute: extensions (".pdf"), exact mime types
 * ("image/png") and wildcards ("image/*"), comma separated. An empty list accepts everything.
 */
export function matchesAccept(file: Pick<File, "name" | "type">, accept: string | undefined): boolean {
  const rules = (accept ?? "")
    .split(",")
    .map((rule) => rule.trim().toLowerCase())
    .filter(Boolean);
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith(".")) return name.endsWith(rule);
    if (rule.endsWith("/*")) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** The first reason a file cannot be taken, in plain English, or null. */
export function validateFile(file: File, rules: { accept?: string; maxSize?: number }): string | null {
  if (!matchesAccept(file, rules.accept)) return "Unsupported file type";
  if (rules.maxSize !== undefined && file.size > rules.maxSize) {
    return `File is too large (max ${formatFileSize(rules.maxSize)})`;
  }
  return null;
}
