import type { Storefront } from "@smm/domain";

/**
 * An operator's storefront for Storybook: what a small panel might write in Settings → Storefront. The app passes
 * the panel's own (demo mode seeds the spec's texts; a fresh panel has none).
 */
export const SAMPLE_STOREFRONT: Readonly<Storefront> = {
  announcement: { title: "Eid sale", text: "10% off every Instagram service until Sunday night." },
  highlights: [
    { title: "Cheapest prices", text: "Wholesale rates with room for your own margin.", icon: "price" },
    { title: "Real users", text: "Engagement from active accounts.", icon: "people" },
    { title: "Instant delivery", text: "Most orders start within minutes.", icon: "speed" },
    { title: "24/7 support", text: "Open a ticket whenever you need us.", icon: "support" },
  ],
  features: [
    { title: "All the big platforms", text: "Instagram, YouTube, TikTok and more in one place.", icon: "platforms" },
    { title: "Bulk orders", text: "Paste a whole list of orders and send them at once.", icon: "mass-orders" },
    { title: "Pay in naira", text: "Card, crypto or bank transfer.", icon: "payments" },
    { title: "An API for resellers", text: "Let your own site place orders for you.", icon: "api" },
    { title: "Your own panel", text: "Sell under your own brand and domain.", icon: "child-panel" },
    { title: "Referral rewards", text: "Earn on every deposit your referrals make.", icon: "commission" },
  ],
  steps: [
    { title: "Sign up", text: "It takes a minute." },
    { title: "Top up", text: "Add funds your way." },
    { title: "Order", text: "Pick a service, paste your link." },
    { title: "Grow", text: "Follow each order as it delivers." },
  ],
  stories: [
    { name: "Kemi A.", place: "Bakery, Ibadan", stars: 5, text: "Our reels finally reach people beyond our street." },
    { name: "Musa D.", place: "Music producer, Kano", stars: 4, text: "The bulk orders save me an evening a week." },
  ],
  faq: [
    {
      question: "Do you need my password?",
      answer: "Never. An order only needs the public link to your profile or post.",
    },
    {
      question: "How do refills work?",
      answer: "Services marked Refill are topped up if they drop.\n\nOpen a ticket with the order ID within 30 days.",
    },
  ],
  support_response_time: "We answer most tickets within two hours.",
  support_channels: [
    { name: "WhatsApp", detail: "+234 801 234 5678 (payments, weekends)" },
    { name: "Email", detail: "help@boostnaija.example" },
  ],
};
