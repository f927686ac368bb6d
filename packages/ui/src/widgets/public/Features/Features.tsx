import { AFFILIATE_COMMISSION_PERCENT, MASS_ORDER_MAX_LINES } from "@smm/domain";
import { Code, HandCoins, LayoutGrid, ListChecks, type LucideIcon, Store, Wallet } from "lucide-react";
import type * as React from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../display/Card";
import { LandingSection, type LandingSectionProps } from "../shared/LandingSection";

export type Feature = { title: string; description: React.ReactNode; icon: LucideIcon };

/** What the panel offers, each line true to the product (limits come from the domain). */
export const DEFAULT_FEATURES: readonly Feature[] = [
  {
    title: "Every major platform",
    description: "Followers, views, likes and comments for Instagram, YouTube and TikTok in one place.",
    icon: LayoutGrid,
  },
  {
    title: "Mass orders",
    description: `Paste up to ${MASS_ORDER_MAX_LINES} orders at once, one per line, each checked before you submit.`,
    icon: ListChecks,
  },
  {
    title: "Pay your way",
    description: "Top up your balance by card or crypto. Prices are in naira, with a switcher for other currencies.",
    icon: Wallet,
  },
  {
    title: "Reseller API",
    description: "Connect your own website or panel and let orders flow in automatically.",
    icon: Code,
  },
  {
    title: "Your own child panel",
    description: "Run a white-label panel on your own domain, with your own brand and prices.",
    icon: Store,
  },
  {
    title: `Earn ${AFFILIATE_COMMISSION_PERCENT}% commission`,
    description: `Share your referral link and earn ${AFFILIATE_COMMISSION_PERCENT}% of every deposit your referrals make, for life.`,
    icon: HandCoins,
  },
];

export type FeaturesProps = Omit<LandingSectionProps, "title" | "children"> & {
  title?: React.ReactNode;
  features?: readonly Feature[];
};

/** The feature explainers: a grid of cards, one per feature. */
export function Features({
  title = "Everything you need to grow and resell",
  eyebrow = "Features",
  description = "One panel for your own accounts and for your clients'.",
  features = DEFAULT_FEATURES,
  ...props
}: FeaturesProps) {
  return (
    <LandingSection data-slot="features" title={title} eyebrow={eyebrow} description={description} {...props}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ title: feature, description: detail, icon: Icon }) => (
          <li key={feature} className="flex">
            <Card className="w-full gap-3">
              <CardHeader>
                <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <CardTitle asChild>
                  <h3>{feature}</h3>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <CardDescription>{detail}</CardDescription>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
