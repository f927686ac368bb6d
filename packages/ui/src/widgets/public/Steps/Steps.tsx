import type { StorefrontStep } from "@smm/domain";
import type * as React from "react";
import { LandingSection, type LandingSectionProps } from "../shared/LandingSection";

export type StepsProps = Omit<LandingSectionProps, "title" | "children"> & {
  /** "Start in five simple steps" (the count follows the list) when omitted. */
  title?: React.ReactNode;
  /** The operator's steps (Settings → Storefront); the section is left out when there are none. */
  steps: readonly StorefrontStep[];
};

const COUNT_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** "Start in five simple steps", "Start in one simple step": the title says how many steps there are. */
export function stepsTitle(count: number): string {
  const words = COUNT_WORDS[count - 1] ?? String(count);
  return `Start in ${words} simple step${count === 1 ? "" : "s"}`;
}

/** How it works: the steps from sign-up to delivery, as a numbered list. */
export function Steps({ title, eyebrow = "How it works", description, steps, ...props }: StepsProps) {
  if (steps.length === 0) return null;
  return (
    <LandingSection
      data-slot="steps"
      title={title ?? stepsTitle(steps.length)}
      eyebrow={eyebrow}
      description={description}
      {...props}
    >
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the operator's list in its order; two may share a title.
          <li key={index} className="flex gap-4 lg:flex-col lg:items-center lg:text-center">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-1 text-muted-foreground text-sm">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
