import { MASS_ORDER_MAX_LINES } from "@smm/domain";
import type * as React from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../../../display/Accordion";
import { LandingSection, type LandingSectionProps } from "../shared/LandingSection";

export type FaqItem = { id: string; question: string; answer: React.ReactNode };

/** The spec's FAQ topics (§1): purpose of panels, service types, safety, mass orders, drip-feed. */
export const DEFAULT_FAQ: readonly FaqItem[] = [
  {
    id: "what-is-a-panel",
    question: "What is an SMM panel, and who is it for?",
    answer: (
      <>
        <p>
          An SMM (social media marketing) panel is an online shop for social media engagement. You choose a service,
          such as Instagram followers or YouTube views, paste the link to your profile or post, and the order is
          delivered automatically.
        </p>
        <p>
          Agencies and resellers use a panel to serve their own clients at wholesale prices. Creators and businesses use
          it to give new content a first push so that it reaches more people.
        </p>
      </>
    ),
  },
  {
    id: "services",
    question: "Which services can I buy?",
    answer: (
      <p>
        Followers, views, likes and comments for Instagram, YouTube and TikTok. Every service shows its price, its
        minimum and maximum order and its expected delivery time before you pay, and the Services page always lists what
        is currently available.
      </p>
    ),
  },
  {
    id: "safety",
    question: "Is it safe for my account?",
    answer: (
      <>
        <p>
          We never ask for your password: an order only needs the public link to a profile or post, so your login stays
          with you.
        </p>
        <p>
          To be straight with you: social networks do not endorse bought engagement and can remove what they see as
          inauthentic, so some drop over time is possible. Keep the profile public while an order runs, grow gradually
          rather than all at once, and prefer services that mention a refill guarantee.
        </p>
      </>
    ),
  },
  {
    id: "mass-orders",
    question: "Can I place many orders at once?",
    answer: (
      <p>
        Yes. On the Mass Order page, write one order per line as{" "}
        <code className="rounded bg-muted px-1 py-0.5 font-mono text-foreground text-xs">
          service_id | link | quantity
        </code>
        , up to {MASS_ORDER_MAX_LINES} orders per submission. Every line is checked before you submit, and any mistake
        is shown with its line number so you can fix it quickly.
      </p>
    ),
  },
  {
    id: "drip-feed",
    question: "What is drip-feed?",
    answer: (
      <p>
        Drip-feed splits one order into smaller runs delivered over time, for example 1,000 likes as ten runs of 100,
        one every hour. Growth then looks gradual and natural instead of arriving all at once. Where a service offers
        it, you choose the size of each run and the time between runs.
      </p>
    ),
  },
];

export type FaqProps = Omit<LandingSectionProps, "title" | "children"> & {
  title?: React.ReactNode;
  items?: readonly FaqItem[];
  /** The question open at first; all closed when omitted. */
  defaultOpenId?: string;
};

/** Frequently asked questions as an accordion (one answer open at a time; Enter/Space toggle, arrows move). */
export function Faq({
  title = "Frequently asked questions",
  eyebrow = "FAQ",
  description,
  items = DEFAULT_FAQ,
  defaultOpenId,
  ...props
}: FaqProps) {
  if (items.length === 0) return null;
  return (
    <LandingSection data-slot="faq" title={title} eyebrow={eyebrow} description={description} {...props}>
      <Accordion type="single" collapsible defaultValue={defaultOpenId} className="mx-auto max-w-3xl">
        {items.map(({ id, question, answer }) => (
          <AccordionItem key={id} value={id}>
            <AccordionTrigger className="text-base">{question}</AccordionTrigger>
            <AccordionContent className="grid gap-3 leading-relaxed">{answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </LandingSection>
  );
}
