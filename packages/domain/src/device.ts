/**
 * A session's device in a few words ("Chrome on Android"), read from the User-Agent stored at sign-in: enough for
 * an operator to tell their own browsers apart, not a fingerprint. The order matters: Edge and Opera also say
 * "Chrome", Chrome also says "Safari", Android also says "Linux" and iOS also says "Mac OS X".
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

const nameOf = (userAgent: string, list: readonly [RegExp, string][]) =>
  list.find(([pattern]) => pattern.test(userAgent))?.[1];

/** "Browser on system", either alone when only one is known, `null` when neither is (or nothing was stored). */
export function deviceName(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const browser = nameOf(userAgent, BROWSERS);
  const system = nameOf(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}
