/**
 * What demo mode seeds into the storefront settings: the spec's marketing claims (§1), the TikTok banner (§2,
 * Dashboard shell), its support hours and weekend channel (§9), and the landing's features, steps, customer stories
 * and FAQ as the demo panel has always shown them, word for word. Production seeds none of it: a fresh panel shows
 * only what its operator writes (Settings → Storefront).
 */
import { type AdminSettings, AFFILIATE_COMMISSION_PERCENT, MASS_ORDER_MAX_LINES, type Storefront } from "@smm/domain";

export const DEMO_SUPPORT_HOURS = "Support hours: Monday to Friday, 9AM to 5PM.";

export const DEMO_STOREFRONT: Readonly<Storefront> = {
  announcement: {
    title: "Ongoing TikTok updates",
    text: "We are updating our TikTok services. Please order from the new TikTok Followers category.",
  },
  highlights: [
    {
      title: "Cheapest prices",
      text: "Wholesale rates that leave room for your own margin when you resell.",
      icon: "price",
    },
    { title: "Real users", text: "Followers, likes and comments from real, active accounts.", icon: "people" },
    { title: "Instant delivery", text: "Orders start automatically the moment you place them.", icon: "speed" },
    { title: "24/7 support", text: "Open a ticket from your dashboard any time, day or night.", icon: "support" },
  ],
  features: [
    {
      title: "Every major platform",
      text: "Followers, views, likes and comments for Instagram, YouTube and TikTok in one place.",
      icon: "platforms",
    },
    {
      title: "Mass orders",
      text: `Paste up to ${MASS_ORDER_MAX_LINES} orders at once, one per line, each checked before you submit.`,
      icon: "mass-orders",
    },
    {
      title: "Pay your way",
      text: "Top up your balance by card or crypto. Prices are in naira, with a switcher for other currencies.",
      icon: "payments",
    },
    {
      title: "Reseller API",
      text: "Connect your own website or panel and let orders flow in automatically.",
      icon: "api",
    },
    {
      title: "Your own child panel",
      text: "Run a white-label panel on your own domain, with your own brand and prices.",
      icon: "child-panel",
    },
    {
      title: `Earn ${AFFILIATE_COMMISSION_PERCENT}% commission`,
      text: `Share your referral link and earn ${AFFILIATE_COMMISSION_PERCENT}% of every deposit your referrals make, for life.`,
      icon: "commission",
    },
  ],
  steps: [
    { title: "Create your free account", text: "Sign up with your email in under a minute." },
    { title: "Add funds", text: "Top up your balance by card or crypto." },
    { title: "Choose a service", text: "Pick the platform, the category and the service that fits your goal." },
    {
      title: "Place your order",
      text: "Paste the link to your profile or post, set the quantity and see the total before you pay.",
    },
    { title: "Watch it grow", text: "Delivery starts automatically; follow each order in your Order History." },
  ],
  stories: [
    {
      name: "Adaeze O.",
      place: "Fashion boutique, Lagos",
      stars: 5,
      text: "Orders start within minutes, and the prices leave room for my own margin when I resell to clients.",
    },
    {
      name: "Tunde B.",
      place: "Social media agency, Abuja",
      stars: 5,
      text: "Mass orders save my team hours every week: we paste the whole list and every line is checked first.",
    },
    {
      name: "Chioma N.",
      place: "Content creator, Port Harcourt",
      stars: 4,
      text: "Paying in Naira with a card is simple, and support answered my refill question the same afternoon.",
    },
  ],
  faq: [
    {
      question: "What is an SMM panel, and who is it for?",
      answer:
        "An SMM (social media marketing) panel is an online shop for social media engagement. You choose a service, such as Instagram followers or YouTube views, paste the link to your profile or post, and the order is delivered automatically.\n\n" +
        "Agencies and resellers use a panel to serve their own clients at wholesale prices. Creators and businesses use it to give new content a first push so that it reaches more people.",
    },
    {
      question: "Which services can I buy?",
      answer:
        "Followers, views, likes and comments for Instagram, YouTube and TikTok. Every service shows its price, its minimum and maximum order and its expected delivery time before you pay, and the Services page always lists what is currently available.",
    },
    {
      question: "Is it safe for my account?",
      answer:
        "We never ask for your password: an order only needs the public link to a profile or post, so your login stays with you.\n\n" +
        "To be straight with you: social networks do not endorse bought engagement and can remove what they see as inauthentic, so some drop over time is possible. Keep the profile public while an order runs, grow gradually rather than all at once, and prefer services that mention a refill guarantee.",
    },
    {
      question: "Can I place many orders at once?",
      answer: `Yes. On the Mass Order page, write one order per line as service_id | link | quantity, up to ${MASS_ORDER_MAX_LINES} orders per submission. Every line is checked before you submit, and any mistake is shown with its line number so you can fix it quickly.`,
    },
    {
      question: "What is drip-feed?",
      answer:
        "Drip-feed splits one order into smaller runs delivered over time, for example 1,000 likes as ten runs of 100, one every hour. Growth then looks gradual and natural instead of arriving all at once. Where a service offers it, you choose the size of each run and the time between runs.",
    },
  ],
  support_response_time: "Our support team responds within 5 minutes to 6 hours.",
  support_channels: [
    {
      name: "Weekend payment issues",
      detail: "On weekends, payment issues are handled through our messaging channel.",
    },
  ],
};

/** The demo panel's storefront settings (no legal pages: the demo has no terms of its own). */
export const DEMO_STOREFRONT_SETTINGS: Pick<AdminSettings, "storefront" | "support_hours"> = {
  storefront: DEMO_STOREFRONT,
  support_hours: DEMO_SUPPORT_HOURS,
};
