import type { StorefrontFeature } from "@smm/domain";
import type * as React from "react";
import { useId } from "react";
import { cn } from "../../../lib/cn";
import { STOREFRONT_ICON_COMPONENTS } from "../shared/storefrontIcons";

export type HeroProps = Omit<React.ComponentProps<"section">, "title"> & {
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** The sign-in form (or any call to action) beside the highlights. */
  signInForm?: React.ReactNode;
  /** The operator's highlights (Settings → Storefront), e.g. the spec's marketing claims; none: no list. */
  highlights?: readonly StorefrontFeature[];
};

/** The landing page's opening: the h1, the operator's highlights and the sign-in form. */
export function Hero({
  title = "Grow your Instagram, YouTube and TikTok at the cheapest prices",
  description = "Buy followers, views, likes and comments for yourself, or resell them to your clients from your own panel.",
  signInForm,
  highlights = [],
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
          {highlights.length > 0 ? (
            <ul aria-label="Why choose us" className="mt-8 grid gap-4 sm:grid-cols-2">
              {highlights.map((highlight, index) => {
                const Icon = STOREFRONT_ICON_COMPONENTS[highlight.icon];
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the operator's list in its order.
                  <li key={index} className="flex gap-3">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span>
                      <span className="block font-semibold">{highlight.title}</span>
                      <span className="block text-muted-foreground text-sm">{highlight.text}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
        {signInForm && <div className="flex justify-center lg:justify-end">{signInForm}</div>}
      </div>
    </section>
  );
}
