/**
 * The JSON inside a provider's answer. Many SMM panels run PHP with notices switched on, so a good answer can come
 * as `<br />\n<b>Warning</b>: Undefined index … on line 12<br />\n{"order":123}`: the whole text is not JSON, but the
 * answer is in it. Read as JSON when the whole text is; else the largest balanced `{…}` or `[…]` in it that parses
 * (a notice may hold a small bracketed bit such as `[0]`; the answer is the big one). Undefined when there is none.
 * Each bracket tried costs a scan to its end, so only SEARCHED_MAX_CHARS of text and SEARCHED_MAX_TRIES brackets are
 * tried: a hostile answer cannot keep the worker busy, and an answer not found is an unknown outcome, never a guess.
 */
export function findJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON as a whole: look inside.
  }
  if (text.length > SEARCHED_MAX_CHARS) return undefined;
  let found: { value: unknown; length: number } | undefined;
  let start = nextOpening(text, 0);
  for (let tries = 0; start !== -1 && tries < SEARCHED_MAX_TRIES; tries++) {
    const end = balancedEnd(text, start);
    const value = end === -1 ? undefined : parsed(text.slice(start, end + 1));
    if (value !== undefined && end !== -1) {
      if (!found || end + 1 - start > found.length) found = { value, length: end + 1 - start };
      start = nextOpening(text, end + 1);
    } else {
      start = nextOpening(text, start + 1);
    }
  }
  return found?.value;
}

/** Notices come with small answers (an order id, a status); a service list is read whole or not at all. */
const SEARCHED_MAX_CHARS = 1024 * 1024;
/** Notices hold few brackets; an answer behind more of them is not looked for. */
const SEARCHED_MAX_TRIES = 32;

const nextOpening = (text: string, from: number) => {
  const brace = text.indexOf("{", from);
  const bracket = text.indexOf("[", from);
  if (brace === -1) return bracket;
  if (bracket === -1) return brace;
  return Math.min(brace, bracket);
};

function parsed(candidate: string): unknown {
  try {
    return JSON.parse(candidate) as unknown;
  } catch {
    return undefined;
  }
}

/** Where the bracket opened at `start` closes (brackets inside JSON strings ignored); -1 when it never does. */
function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === "{" || char === "[") {
      depth++;
    } else if (char === "}" || char === "]") {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}
