import type { CustomerStory } from "./CustomerStories";

/** Illustrative stories for Storybook and demos only; the app passes real customers' words. */
export const SAMPLE_CUSTOMER_STORIES: readonly CustomerStory[] = [
  {
    id: "1",
    name: "Adaeze Okafor",
    role: "Fashion brand owner, Lagos",
    quote: "Our new collection posts finally get seen. Orders start within minutes and the prices leave me a margin.",
    rating: 5,
  },
  {
    id: "2",
    name: "Tunde Bakare",
    role: "Social media agency, Abuja",
    quote: "Mass orders save my team hours every week: we paste the whole client list and every line is checked first.",
    rating: 5,
  },
  {
    id: "3",
    name: "Chioma Eze",
    role: "YouTube creator",
    quote: "Support answered my ticket the same morning and topped up a partial order without any back and forth.",
    rating: 4,
  },
];
