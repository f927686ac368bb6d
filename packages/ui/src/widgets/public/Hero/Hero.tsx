import { BadgePercent, Headset, type LucideIcon, Users, Zap } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import { cn } from "../../../lib/cn";

export type MarketingClaim = { title: string; description: string; icon: LucideIcon };

/** The spec's four marketing claims (§1), each with a line that says what it means for the customer. */
export const MARKETING_CLAIMS: readonly MarketingClaim[] = [
  {
    title: "Cheapest prices",
    description: "Wholesale rates that leave room for your own margin when you resell.",
    icon: BadgePercent,
  },
  {
    title: "Real users",
    description: "Followers, likes and comments from real, active accounts.",
    icon: Users,
  },
  {
    title: "Instant delivery",
    description: "Orders start automatically the moment you place them.",
    icon: Zap,
  },
  {
    title: "24/7 support",
    description: "Open a ticket from your dashboard any time, day or night.",
    icon: Headset,
  },
];

export type HeroProps = Omit<React.ComponentProps<"section">, "title"> & {
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** The sign-in form (or any call to action) beside the claims. */
  signInForm?: React.ReactNode;
  claims?: readonly MarketingClaim[];
};

/** The landing page's opening: the h1, the marketing claims and the sign-in form. */
export function Hero({
  title = "Grow your Instagram, YouTube and TikTok at the cheapest prices",
  description = "Buy followers, views, likes and comments for yourself, or resell them to your clients from your own panel.",
  signInForm,
  claims = MARKETING_CLAIMS,
  className,
  ...props
}: HeroProps) {
  const titleId = useId();
  return (
    <section
      data-slot="hero"
      aria-labelledby={titleId}
      className={cn("w-full bg-linear-to-b from-accent to-background py-12 sm:py-16 lg:py-20", className)}
      {...props}
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_minmax(0,28rem)] lg:gap-16">
        <div>
          <h1 id={titleId} className="text-balance font-bold text-3xl tracking-tight sm:text-4xl lg:text-5xl">
            {title}
          </h1>
          <p className="mt-4 max-w-xl text-pretty text-lg text-muted-foreground">{description}</p>
          <ul aria-label="Why choose us" className="mt-8 grid gap-4 sm:grid-cols-2">
            {claims.map(({ title: claim, description: detail, icon: Icon }) => (
              <li key={claim} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold">{claim}</span>
                  <span className="block text-muted-foreground text-sm">{detail}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        {signInForm && <div className="flex justify-center lg:justify-end">{signInForm}</div>}
      </div>
    </section>
  );
}
