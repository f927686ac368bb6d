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
