import type { CategoryIcon, CategoryPlatform, ResellerServiceType } from "@smm/domain";

/** The demo panel's catalogue: what a visitor sees on first start. Prices are Naira per unit. */
export interface DemoService {
  title: string;
  /** The API v2 service type; "default" when absent. */
  type?: ResellerServiceType;
  unitPrice: string;
  min: number;
  max: number;
  delivery: string;
  features: string[];
  isNew?: boolean;
  isRecommended?: boolean;
  refill?: boolean;
  cancel?: boolean;
  dripfeed?: boolean;
}

export interface DemoCategory {
  title: string;
  platform: CategoryPlatform;
  icon: CategoryIcon;
  services: DemoService[];
}

const tiers = [
  { label: "Basic", factor: 1, delivery: "0-6 hours", features: ["Instant Start", "Low Drop"] },
  { label: "Real", factor: 1.8, delivery: "0-12 hours", features: ["Real Users", "Refill 30 Days"], refill: true },
  {
    label: "Premium",
    factor: 2.6,
    delivery: "0-1 hour",
    features: ["Real Users", "Non Drop", "Lifetime Refill"],
    refill: true,
  },
  {
    label: "Drip-feed",
    factor: 1.4,
    delivery: "1-3 days",
    features: ["Gradual Delivery", "Natural Growth"],
    dripfeed: true,
  },
  {
    label: "Targeted Nigeria",
    factor: 3.2,
    delivery: "12-24 hours",
    features: ["Nigerian Users", "Real Users"],
    cancel: true,
  },
];

function family(
  noun: string,
  basePrice: number,
  min: number,
  max: number,
  flags: { newTiers?: number[]; recommendedTiers?: number[]; type?: ResellerServiceType } = {},
): DemoService[] {
  return tiers.map((tier, index) => ({
    title: `${noun} [${tier.label}]`,
    ...(flags.type ? { type: flags.type } : {}),
    unitPrice: (basePrice * tier.factor).toFixed(2),
    min,
    max,
    delivery: tier.delivery,
    features: tier.features,
    isNew: flags.newTiers?.includes(index) ?? false,
    isRecommended: flags.recommendedTiers?.includes(index) ?? false,
    refill: tier.refill ?? false,
    cancel: tier.cancel ?? false,
    // Only a default service is drip-fed (runs of a quantity); a typed one is ordered whole.
    dripfeed: (tier.dripfeed ?? false) && flags.type === undefined,
  }));
}

export const demoCatalogue: DemoCategory[] = [
  {
    title: "Instagram Followers",
    platform: "instagram",
    icon: "instagram",
    services: family("Instagram Followers", 1.2, 10, 100_000, { recommendedTiers: [2] }),
  },
  {
    title: "Instagram Likes",
    platform: "instagram",
    icon: "instagram",
    services: family("Instagram Likes", 0.4, 10, 500_000, { recommendedTiers: [0] }),
  },
  {
    title: "Instagram Views",
    platform: "instagram",
    icon: "instagram",
    services: family("Instagram Reel Views", 0.05, 100, 10_000_000, { newTiers: [3] }),
  },
  {
    title: "YouTube Subscribers",
    platform: "youtube",
    icon: "youtube",
    services: family("YouTube Subscribers", 6, 50, 50_000, { recommendedTiers: [1] }),
  },
  {
    title: "YouTube Views",
    platform: "youtube",
    icon: "youtube",
    services: family("YouTube Views", 0.9, 100, 1_000_000, { newTiers: [4] }),
  },
  {
    title: "YouTube Likes",
    platform: "youtube",
    icon: "youtube",
    services: family("YouTube Likes", 1.5, 20, 100_000),
  },
  {
    title: "TikTok Followers [New]",
    platform: "tiktok",
    icon: "tiktok",
    services: family("TikTok Followers", 1.6, 10, 200_000, { newTiers: [0, 1, 2, 3, 4], recommendedTiers: [1] }),
  },
  {
    title: "TikTok Likes",
    platform: "tiktok",
    icon: "tiktok",
    services: family("TikTok Likes", 0.35, 10, 1_000_000),
  },
  {
    title: "TikTok Views",
    platform: "tiktok",
    icon: "tiktok",
    services: family("TikTok Views", 0.02, 100, 2_147_483_647, { recommendedTiers: [0] }),
  },
  {
    title: "Instagram Comments",
    platform: "instagram",
    icon: "instagram",
    services: family("Instagram Custom Comments", 12, 5, 5_000, { newTiers: [2], type: "Custom Comments" }),
  },
  {
    title: "YouTube Watch Time",
    platform: "youtube",
    icon: "youtube",
    services: family("YouTube Watch Hours", 45, 100, 4_000),
  },
  {
    title: "TikTok Comments",
    platform: "tiktok",
    icon: "tiktok",
    services: family("TikTok Custom Comments", 10, 5, 10_000, { type: "Custom Comments" }),
  },
  // Appended after the tiers above so their ids stay as tests and the seeded orders know them.
  ...typedCategories(),
];

/**
 * A service of every API v2 type (each with what it asks for: comments, usernames, a hashtag, a poll answer,
 * subscription fields), with and without refill and cancel, and a drip-feed one that allows both: every order path
 * can be tried from a fresh start. They are manual, so their orders wait for the operator, who reads the customer's
 * details on the order screen.
 */
function typedCategories(): DemoCategory[] {
  const typed = (
    title: string,
    type: ResellerServiceType,
    unitPrice: string,
    bounds: [number, number],
    features: string[],
    options: Pick<DemoService, "refill" | "cancel" | "dripfeed" | "isNew"> = {},
  ): DemoService => ({
    title,
    type,
    unitPrice,
    min: bounds[0],
    max: bounds[1],
    delivery: "0-24 hours",
    features,
    ...options,
  });
  const both = { refill: true, cancel: true };
  return [
    {
      title: "Instagram Custom Comments",
      platform: "instagram",
      icon: "instagram",
      services: [
        typed(
          "Instagram Custom Comments [Nigerian Accounts]",
          "Custom Comments",
          "15.00",
          [5, 1_000],
          ["Your Own Text", "Real Users"],
          both,
        ),
        typed("Instagram Custom Comments [Fast]", "Custom Comments", "9.00", [5, 500], ["Your Own Text"]),
      ],
    },
    {
      title: "Instagram Mentions",
      platform: "instagram",
      icon: "instagram",
      services: [
        typed("Instagram Mentions [Usernames]", "Mentions", "0.60", [10, 10_000], ["Your Usernames"], { cancel: true }),
        typed(
          "Instagram Mentions [With Hashtags]",
          "Mentions with Hashtags",
          "0.80",
          [10, 10_000],
          ["Usernames + Hashtags"],
        ),
        typed(
          "Instagram Mentions [Custom List]",
          "Mentions Custom List",
          "0.90",
          [5, 5_000],
          ["One Mention per Username"],
          { isNew: true },
        ),
        typed("Instagram Mentions [Hashtag Users]", "Mentions Hashtag", "0.50", [10, 10_000], ["Users of a Hashtag"]),
        typed(
          "Instagram Mentions [User Followers]",
          "Mentions User Followers",
          "0.55",
          [10, 10_000],
          ["Followers of an Account"],
          both,
        ),
        typed("Instagram Mentions [Media Likers]", "Mentions Media Likers", "0.55", [10, 10_000], ["Likers of a Post"]),
      ],
    },
    {
      title: "Instagram Auto Likes",
      platform: "instagram",
      icon: "instagram",
      services: [
        typed(
          "Instagram Auto Likes [Subscription]",
          "Subscriptions",
          "0.45",
          [50, 5_000],
          ["New Posts Liked", "Auto Start"],
          { cancel: true },
        ),
        typed(
          "Instagram Auto Views [Subscription, Refill]",
          "Subscriptions",
          "0.06",
          [100, 50_000],
          ["New Posts Viewed"],
          { refill: true },
        ),
      ],
    },
    {
      title: "Instagram Story Polls",
      platform: "instagram",
      icon: "instagram",
      services: [
        typed("Instagram Story Poll Votes", "Poll", "1.20", [50, 20_000], ["Votes for Your Answer"]),
        typed(
          "Instagram Story Poll Votes [Refill]",
          "Poll",
          "1.80",
          [50, 20_000],
          ["Votes for Your Answer", "Refill 30 Days"],
          both,
        ),
      ],
    },
    {
      title: "Growth Packages",
      platform: "tiktok",
      icon: "globe",
      services: [
        // A package is one unit at its price per 1000 (the domain's pricing rule): ₦2,500 and ₦4,000.
        typed(
          "TikTok Starter Package [1,000 Followers + 2,000 Likes]",
          "Package",
          "2.50",
          [1, 1],
          ["One Price", "Mixed Delivery"],
        ),
        typed("Instagram Growth Package [Refill]", "Package", "4.00", [1, 1], ["One Price", "Refill 30 Days"], both),
      ],
    },
    {
      title: "Instagram Followers Drip-feed",
      platform: "instagram",
      icon: "instagram",
      services: [
        {
          ...typed(
            "Instagram Followers [Drip-feed, Refill 30 Days]",
            "Default",
            "2.40",
            [10, 50_000],
            ["Gradual Delivery", "Refill 30 Days"],
            { ...both, dripfeed: true },
          ),
          delivery: "1-5 days",
        },
      ],
    },
  ];
}

export const DEMO_CUSTOMER = {
  username: "demo",
  email: "demo@example.com",
  password: "Demo1234",
  firstName: "Ada",
  lastName: "Obi",
};

export const DEMO_ADMIN = { username: "admin", email: "admin@example.com", password: "Admin1234" };

/** The ledger reference of the demo customer's seeded deposit: its presence marks a database holding demo data. */
export const DEMO_DEPOSIT_REFERENCE = "DEMO-DEPOSIT-1";

/** Demo mode's bank details, so the manual bank transfer can be tried (and approved under /admin/deposits). */
export const DEMO_BANK_TRANSFER_DETAILS =
  "Demo Bank plc · Account number 0123456789 · Account name Premium SMM Services (demo: no real account)";
