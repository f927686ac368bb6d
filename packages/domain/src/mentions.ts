import { isCustomerLink } from "./links";

/** The Mentions service types of PerfectPanel's common API v2, each taking its own parameters. */
export const MENTIONS_TYPES = [
  "Mentions",
  "Mentions with Hashtags",
  "Mentions Custom List",
  "Mentions Hashtag",
  "Mentions User Followers",
  "Mentions Media Likers",
] as const;
export type MentionsType = (typeof MENTIONS_TYPES)[number];

export function isMentionsType(value: unknown): value is MentionsType {
  return typeof value === "string" && (MENTIONS_TYPES as readonly string[]).includes(value);
}

/** What a Mentions order keeps (parameter → text), and its quantity when the variant counts a list instead. */
export interface MentionsOrder {
  fields: Record<string, string>;
  /** The list's length for a custom list; otherwise the order's `quantity` parameter is needed. */
  quantity?: number;
}

const LIST_MAX = 100_000;
const NAME_MAX = 200;

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const trimmed = String(value).trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
}

/** A list one entry a line (as clients send `usernames` and `comments`), blank lines dropped. */
function lines(value: unknown): string[] {
  return (text(value, LIST_MAX) ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Reads a Mentions order's parameters as the common API documents each variant: `usernames` (Mentions), with
 * `hashtags` (Mentions with Hashtags), a `usernames` (or `comments`) list whose length is the quantity (Mentions
 * Custom List), `hashtag`, `username` (the account whose followers are mentioned) or `media` (the post whose likers
 * are). Null when a parameter the variant needs is missing or invalid.
 */
export function readMentions(type: MentionsType, params: Record<string, unknown>): MentionsOrder | null {
  switch (type) {
    case "Mentions": {
      const usernames = text(params.usernames, LIST_MAX);
      return usernames ? { fields: { usernames } } : null;
    }
    case "Mentions with Hashtags": {
      const usernames = text(params.usernames, LIST_MAX);
      const hashtags = text(params.hashtags, LIST_MAX);
      return usernames && hashtags ? { fields: { usernames, hashtags } } : null;
    }
    case "Mentions Custom List": {
      const list = lines(params.usernames ?? params.comments);
      return list.length > 0 ? { fields: { usernames: list.join("\n") }, quantity: list.length } : null;
    }
    case "Mentions Hashtag": {
      const hashtag = text(params.hashtag, NAME_MAX);
      return hashtag ? { fields: { hashtag } } : null;
    }
    case "Mentions User Followers": {
      const username = text(params.username, NAME_MAX);
      return username ? { fields: { username } } : null;
    }
    case "Mentions Media Likers": {
      const media = text(params.media, NAME_MAX * 10);
      return media && isCustomerLink(media) ? { fields: { media } } : null;
    }
  }
}
