import type * as React from "react";
import { LandingSection, type LandingSectionProps } from "../shared/LandingSection";

export type Step = { title: string; description: React.ReactNode };

export const DEFAULT_STEPS: readonly Step[] = [
  { title: "Create your free account", description: "Sign up with your email in under a minute." },
  { title: "Add funds", description: "Top up your balance by card or crypto." },
  { title: "Choose a service", description: "Pick the platform, the category and the service that fits your goal." },
  {
    title: "Place your order",
    description: "Paste the link to your profile or post, set the quantity and see the total before you pay.",
  },
  { title: "Watch it grow", description: "Delivery starts automatically; follow each order in your Order History." },
];

export type StepsProps = Omit<LandingSectionProps, "title" | "children"> & {
  title?: React.ReactNode;
  steps?: readonly Step[];
};

/** How it works: the steps from sign-up to delivery, as a numbered list. */
export function Steps({
  title = "Start in five simple steps",
  eyebrow = "How it works",
  description,
  steps = DEFAULT_STEPS,
  ...props
}: StepsProps) {
  return (
    <LandingSection data-slot="steps" title={title} eyebrow={eyebrow} description={description} {...props}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {steps.map(({ title: step, description: detail }, index) => (
          <li key={step} className="flex gap-4 lg:flex-col lg:items-center lg:text-center">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step}</h3>
              <p className="mt-1 text-muted-foreground text-sm">{detail}</p>
            </div>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
