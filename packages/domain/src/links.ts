/**
 * THE rule for a link a customer gives (an order's profile or post, a mass-order line, API v2 `add`, any other
 * URL typed into the panel): it is sent on to providers and shown to operators, so it must be a plain web
 * address. http(s) only, with a host, no `user:pass@` credentials, no whitespace or control characters, at
 * most LINK_MAX_LENGTH characters. Trim surrounding spaces before asking.
 */

export const LINK_MAX_LENGTH = 2000;

// Whitespace of any kind (also non-breaking and line separators) and the C0/C1 control characters.
const SPACE_OR_CONTROL = /[\s\p{Cc}]/u;

export function isCustomerLink(value: string): boolean {
  if (value.length > LINK_MAX_LENGTH || SPACE_OR_CONTROL.test(value)) return false;
  // The scheme must be written out: `new URL` would accept `https:example.com` and `http:/x`.
  if (!/^https?:\/\//i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.hostname.length > 0 && url.username === "" && url.password === "" && !hasEmptyUserInfo(value);
}

/** `https://@example.com` and `https://:@example.com` parse with no username, but still carry an `@` before the host. */
function hasEmptyUserInfo(value: string): boolean {
  const authority = value.replace(/^https?:\/\//i, "").split(/[/?#]/, 1)[0] ?? "";
  return authority.includes("@");
}

/**
 * Whether `value` is an absolute http:// or https:// URL with a host: the looser check of an operator's addresses
 * (guide videos, logos). Free of zod, so a page that only shows a guide loads no validator.
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}
