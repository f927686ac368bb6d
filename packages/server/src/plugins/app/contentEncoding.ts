/** The compressions the server sends, in the order it prefers them. */
export type ContentEncoding = "br" | "gzip";

/**
 * The best of `available` that an Accept-Encoding header allows: Brotli, else gzip, else none (the body as it is).
 * A coding listed with q=0 is refused, as HTTP says.
 */
export function preferredEncoding(
  acceptEncoding: string | string[] | undefined,
  available: readonly ContentEncoding[] = ["br", "gzip"],
): ContentEncoding | undefined {
  const accepted = new Set<string>();
  for (const entry of String(acceptEncoding ?? "").split(",")) {
    const [name = "", ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    if (name && !(quality && Number(quality.slice(2)) === 0)) accepted.add(name);
  }
  return (["br", "gzip"] as const).find((encoding) => available.includes(encoding) && accepted.has(encoding));
}
