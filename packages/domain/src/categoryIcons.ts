/**
 * The icons a category can show: the platform symbols the services catalogue draws (ui's PlatformIcon), and a
 * globe for anything else. The admin's category form offers these and the server accepts only these.
 */
export const CATEGORY_ICONS = [
  "instagram",
  "youtube",
  "tiktok",
  "facebook",
  "twitter",
  "telegram",
  "spotify",
  "twitch",
  "discord",
  "globe",
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

export const CATEGORY_ICON_LABELS: Readonly<Record<CategoryIcon, string>> = {
  instagram: "Instagram",
  youtube: "YouTube",
  tiktok: "TikTok",
  facebook: "Facebook",
  twitter: "X (Twitter)",
  telegram: "Telegram",
  spotify: "Spotify",
  twitch: "Twitch",
  discord: "Discord",
  globe: "Other (globe)",
};

export const CATEGORY_ICON_MESSAGE = `The icon must be one of: ${CATEGORY_ICONS.join(", ")}.`;

/**
 * The platforms a category can be sold under, in the order the catalogue's platform buttons list them, each with
 * its name and the icon it is shown with. The one list: the admin's category form offers it, the server accepts
 * only these ids, and the public catalogue offers those of them that have services.
 */
export const PLATFORMS = [
  { id: "instagram", name: "Instagram", icon: "instagram" },
  { id: "youtube", name: "YouTube", icon: "youtube" },
  { id: "tiktok", name: "TikTok", icon: "tiktok" },
  { id: "facebook", name: "Facebook", icon: "facebook" },
  { id: "x", name: "X", icon: "twitter" },
  { id: "telegram", name: "Telegram", icon: "telegram" },
  { id: "spotify", name: "Spotify", icon: "spotify" },
  { id: "twitch", name: "Twitch", icon: "twitch" },
  { id: "discord", name: "Discord", icon: "discord" },
  { id: "website", name: "Website traffic", icon: "globe" },
  { id: "other", name: "Other", icon: "globe" },
] as const satisfies readonly { id: string; name: string; icon: CategoryIcon }[];

export type CategoryPlatform = (typeof PLATFORMS)[number]["id"];
export type PlatformInfo = (typeof PLATFORMS)[number];

export const CATEGORY_PLATFORMS = PLATFORMS.map((platform) => platform.id) as [CategoryPlatform, ...CategoryPlatform[]];

export const CATEGORY_PLATFORM_MESSAGE = `The platform must be one of: ${CATEGORY_PLATFORMS.join(", ")}.`;

const platformById = new Map<string, PlatformInfo>(PLATFORMS.map((platform) => [platform.id, platform]));

/** A platform's name ("Website traffic"); an id outside the list (a row from before the list) reads as itself. */
export function platformName(id: string): string {
  return platformById.get(id)?.name ?? id;
}

/** Words in a category's name that say its platform, checked in this order ("YouTube" before a bare "tube"). */
const PLATFORM_WORDS: readonly (readonly [CategoryPlatform, RegExp])[] = [
  ["instagram", /\b(instagram|insta|ig)\b/i],
  ["youtube", /\b(youtube|yt)\b/i],
  ["tiktok", /\btik\s?tok\b/i],
  ["facebook", /\b(facebook|fb)\b/i],
  ["x", /\b(twitter|tweets?|x)\b/i],
  ["telegram", /\b(telegram|tg)\b/i],
  ["spotify", /\bspotify\b/i],
  ["twitch", /\btwitch\b/i],
  ["discord", /\bdiscord\b/i],
  ["website", /\b(website|web traffic|traffic)\b/i],
];

/**
 * The platform a provider's category is sold under here, read from its name ("Instagram Followers [Refill]" →
 * instagram); "other" when the name names none. An import gives the categories it makes this platform and its icon.
 */
export function platformOfCategoryName(name: string): PlatformInfo {
  const id = PLATFORM_WORDS.find(([, words]) => words.test(name))?.[0] ?? "other";
  return platformById.get(id) as PlatformInfo;
}
