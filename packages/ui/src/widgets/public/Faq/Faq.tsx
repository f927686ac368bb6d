import type { StorefrontFaq } from "@smm/domain";
import type * as React from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../../../display/Accordion";
import { LandingSection, type LandingSectionProps } from "../shared/LandingSection";
import { PlainText } from "../shared/PlainText";

export type FaqProps = Omit<LandingSectionProps, "title" | "children"> & {
  title?: React.ReactNode;
  /** The operator's questions and answers (Settings → Storefront); the section is left out when there are none. */
  items: readonly StorefrontFaq[];
  /** The position of the question open at first; all closed when omitted. */
  defaultOpenIndex?: number;
};

/** Frequently asked questions as an accordion (one answer open at a time; Enter/Space toggle, arrows move). */
export function Faq({
  title = "Frequently asked questions",
  eyebrow = "FAQ",
  description,
  items,
  defaultOpenIndex,
  ...props
}: FaqProps) {
  if (items.length === 0) return null;
  return (
    <LandingSection data-slot="faq" title={title} eyebrow={eyebrow} description={description} {...props}>
      <Accordion
        type="single"
        collapsible
        defaultValue={defaultOpenIndex === undefined ? undefined : String(defaultOpenIndex)}
        className="mx-auto max-w-3xl"
      >
        {items.map(({ question, answer }, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the operator's list in its order; the position is the id.
          <AccordionItem key={index} value={String(index)}>
            <AccordionTrigger className="text-base">{question}</AccordionTrigger>
            <AccordionContent className="grid gap-3 leading-relaxed">
              <PlainText text={answer} />
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </LandingSection>
  );
}
