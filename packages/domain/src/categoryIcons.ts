/**
 * The icons a category can show: the platform symbols the services catalogue draws (ui's PlatformIcon), and a
 * globe for anything else. The admin's category form offers these and the server accepts only these.
 */
export const CATEGORY_ICONS = ["instagram", "youtube", "tiktok", "facebook", "twitter", "telegram", "globe"] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

export const CATEGORY_ICON_LABELS: Readonly<Record<CategoryIcon, string>> = {
  instagram: "Instagram",
  youtube: "YouTube",
  tiktok: "TikTok",
  facebook: "Facebook",
  twitter: "X (Twitter)",
  telegram: "Telegram",
  globe: "Other (globe)",
};

export const CATEGORY_ICON_MESSAGE = `The icon must be one of: ${CATEGORY_ICONS.join(", ")}.`;
