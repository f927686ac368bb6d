import type { CustomerStory } from "@smm/ui";

/**
 * The landing page's customer stories: the operator's marketing copy (the spec lists the section, not its words),
 * kept as content so a panel owner edits it in one place.
 */
export const CUSTOMER_STORIES: readonly CustomerStory[] = [
  {
    id: "boutique",
    name: "Adaeze O.",
    role: "Fashion boutique, Lagos",
    quote: "Orders start within minutes, and the prices leave room for my own margin when I resell to clients.",
    rating: 5,
  },
  {
    id: "agency",
    name: "Tunde B.",
    role: "Social media agency, Abuja",
    quote: "Mass orders save my team hours every week: we paste the whole list and every line is checked first.",
    rating: 5,
  },
  {
    id: "creator",
    name: "Chioma N.",
    role: "Content creator, Port Harcourt",
    quote: "Paying in Naira with a card is simple, and support answered my refill question the same afternoon.",
    rating: 4,
  },
];
