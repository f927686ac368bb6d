/**
 * The rules of the storefront and the legal pages (Settings → Storefront), for the operator's form and the server
 * alike: every text trimmed and bounded, every list bounded, every item complete. Texts are plain text (React renders
 * them as text, never as HTML), so no markup is looked for or removed.
 */
import { z } from "zod";
import {
  EMPTY_LEGAL_PAGES,
  EMPTY_STOREFRONT,
  LEGAL_PAGE_TITLES,
  type LegalPages,
  STOREFRONT_LIMITS as LIMITS,
  MAX_STARS,
  STOREFRONT_ICONS,
  type Storefront,
} from "../storefront";

export const STOREFRONT_MESSAGES = {
  title: `The title is required (at most ${LIMITS.title} characters).`,
  text: `The text is required (at most ${LIMITS.text} characters).`,
  icon: `The icon must be one of ${STOREFRONT_ICONS.join(", ")}.`,
  storyName: `The name is required (at most ${LIMITS.storyName} characters).`,
  storyPlace: `The place must be at most ${LIMITS.storyPlace} characters.`,
  storyText: `The story is required (at most ${LIMITS.storyText} characters).`,
  stars: `The stars must be a whole number from 1 to ${MAX_STARS}.`,
  question: `The question is required (at most ${LIMITS.question} characters).`,
  answer: `The answer is required (at most ${LIMITS.answer} characters).`,
  channelName: `The channel's name is required (at most ${LIMITS.channelName} characters).`,
  channelDetail: `The channel's details are required (at most ${LIMITS.channelDetail} characters).`,
  responseTime: `The response time must be at most ${LIMITS.responseTime} characters.`,
  announcementTitle: `The banner's title must be at most ${LIMITS.title} characters.`,
  announcementText: `The banner's text must be at most ${LIMITS.text} characters.`,
  announcementNeedsText: "Give the banner's text, or clear its title too.",
  highlights: `At most ${LIMITS.highlights} highlights.`,
  features: `At most ${LIMITS.features} features.`,
  steps: `At most ${LIMITS.steps} steps.`,
  stories: `At most ${LIMITS.stories} customer stories.`,
  faq: `At most ${LIMITS.faq} questions.`,
  support_channels: `At most ${LIMITS.support_channels} support channels.`,
  object:
    "The storefront must be an object of announcement, highlights, features, steps, stories, faq, support_response_time and support_channels.",
  legalObject: "The legal pages must be an object of terms, privacy and refunds.",
  legalPage: (title: string) => `The ${title.toLowerCase()} must be text of at most ${LIMITS.legalPage} characters.`,
} as const;

/** Trimmed text of at most `max` characters; `required` refuses an empty one. A missing one is "". */
const text = (max: number, error: string, required = false) =>
  z.preprocess(
    (value) => value ?? "",
    z
      .string({ error })
      .trim()
      .max(max, { error, abort: true })
      .refine((value) => !required || value !== "", error),
  );

/** A list of at most `max` items (a missing one is empty). */
const list = <T extends z.ZodType>(item: T, max: number, error: string) =>
  z.preprocess((value) => value ?? [], z.array(item, { error }).max(max, error));

const feature = z.object({
  title: text(LIMITS.title, STOREFRONT_MESSAGES.title, true),
  text: text(LIMITS.text, STOREFRONT_MESSAGES.text, true),
  icon: z.preprocess((value) => value ?? "check", z.enum(STOREFRONT_ICONS, { error: STOREFRONT_MESSAGES.icon })),
});

const step = z.object({
  title: text(LIMITS.title, STOREFRONT_MESSAGES.title, true),
  text: text(LIMITS.text, STOREFRONT_MESSAGES.text, true),
});

const story = z.object({
  name: text(LIMITS.storyName, STOREFRONT_MESSAGES.storyName, true),
  place: text(LIMITS.storyPlace, STOREFRONT_MESSAGES.storyPlace),
  stars: z
    .number({ error: STOREFRONT_MESSAGES.stars })
    .int(STOREFRONT_MESSAGES.stars)
    .min(1, STOREFRONT_MESSAGES.stars)
    .max(MAX_STARS, STOREFRONT_MESSAGES.stars),
  text: text(LIMITS.storyText, STOREFRONT_MESSAGES.storyText, true),
});

const faq = z.object({
  question: text(LIMITS.question, STOREFRONT_MESSAGES.question, true),
  answer: text(LIMITS.answer, STOREFRONT_MESSAGES.answer, true),
});

const channel = z.object({
  name: text(LIMITS.channelName, STOREFRONT_MESSAGES.channelName, true),
  detail: text(LIMITS.channelDetail, STOREFRONT_MESSAGES.channelDetail, true),
});

/** The banner: a text (its title is optional), or nothing at all. */
const announcement = z
  .preprocess(
    (value) => value ?? {},
    z.object({
      title: text(LIMITS.title, STOREFRONT_MESSAGES.announcementTitle),
      text: text(LIMITS.text, STOREFRONT_MESSAGES.announcementText),
    }),
  )
  .refine((banner) => banner.text !== "" || banner.title === "", {
    path: ["text"],
    error: STOREFRONT_MESSAGES.announcementNeedsText,
  });

/** The whole storefront as the operator sends it, each bad field with its message on its path (`faq.2.answer`). */
export const storefrontSchema = z.object(
  {
    announcement,
    highlights: list(feature, LIMITS.highlights, STOREFRONT_MESSAGES.highlights),
    features: list(feature, LIMITS.features, STOREFRONT_MESSAGES.features),
    steps: list(step, LIMITS.steps, STOREFRONT_MESSAGES.steps),
    stories: list(story, LIMITS.stories, STOREFRONT_MESSAGES.stories),
    faq: list(faq, LIMITS.faq, STOREFRONT_MESSAGES.faq),
    support_response_time: text(LIMITS.responseTime, STOREFRONT_MESSAGES.responseTime),
    support_channels: list(channel, LIMITS.support_channels, STOREFRONT_MESSAGES.support_channels),
  },
  { error: STOREFRONT_MESSAGES.object },
);

/** The three legal pages; an empty body means the page does not exist. */
export const legalPagesSchema = z.object(
  {
    terms: text(LIMITS.legalPage, STOREFRONT_MESSAGES.legalPage(LEGAL_PAGE_TITLES.terms)),
    privacy: text(LIMITS.legalPage, STOREFRONT_MESSAGES.legalPage(LEGAL_PAGE_TITLES.privacy)),
    refunds: text(LIMITS.legalPage, STOREFRONT_MESSAGES.legalPage(LEGAL_PAGE_TITLES.refunds)),
  },
  { error: STOREFRONT_MESSAGES.legalObject },
);

/** The operator's Storefront form: the storefront, the support hours and the legal pages, checked as one. */
export const storefrontFormSchema = z.object({
  storefront: storefrontSchema,
  support_hours: text(500, "The support hours must be text of at most 500 characters."),
  legal_pages: legalPagesSchema,
});
export type StorefrontFormValues = z.output<typeof storefrontFormSchema>;

/** A stored storefront as the server reads it: one that breaks the rules (a hand-edited row) shows nothing. */
export function checkedStorefront(storefront: unknown): Storefront {
  const checked = storefrontSchema.safeParse(storefront);
  return checked.success ? checked.data : EMPTY_STOREFRONT;
}

export function checkedLegalPages(pages: unknown): LegalPages {
  const checked = legalPagesSchema.safeParse(pages);
  return checked.success ? checked.data : EMPTY_LEGAL_PAGES;
}
