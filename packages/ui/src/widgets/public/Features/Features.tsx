import type { StorefrontFeature } from "@smm/domain";
import type * as React from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../display/Card";
import { LandingSection, type LandingSectionProps } from "../shared/LandingSection";
import { STOREFRONT_ICON_COMPONENTS } from "../shared/storefrontIcons";

export type FeaturesProps = Omit<LandingSectionProps, "title" | "children"> & {
  title?: React.ReactNode;
  /** The operator's features (Settings → Storefront); the section is left out when there are none. */
  features: readonly StorefrontFeature[];
};

/** The feature explainers: a grid of cards, one per feature. */
export function Features({
  title = "Everything you need to grow and resell",
  eyebrow = "Features",
  description = "One panel for your own accounts and for your clients'.",
  features,
  ...props
}: FeaturesProps) {
  if (features.length === 0) return null;
  return (
    <LandingSection data-slot="features" title={title} eyebrow={eyebrow} description={description} {...props}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature, index) => {
          const Icon = STOREFRONT_ICON_COMPONENTS[feature.icon];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the operator's list in its order; two may share a title.
            <li key={index} className="flex">
              <Card className="w-full gap-3">
                <CardHeader>
                  <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <CardTitle asChild>
                    <h3>{feature.title}</h3>
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <CardDescription>{feature.text}</CardDescription>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
