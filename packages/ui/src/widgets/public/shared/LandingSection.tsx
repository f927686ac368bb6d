import type * as React from "react";
import { useId } from "react";
import { cn } from "../../../lib/cn";

export type LandingSectionProps = Omit<React.ComponentProps<"section">, "title"> & {
  title: React.ReactNode;
  /** A short line above the title ("How it works"). */
  eyebrow?: React.ReactNode;
  description?: React.ReactNode;
};

/** A landing page section: a region named by its h2, centred intro, then the content. */
export function LandingSection({ title, eyebrow, description, className, children, ...props }: LandingSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn("w-full py-16 sm:py-20", className)} {...props}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow && <p className="font-semibold text-primary text-sm">{eyebrow}</p>}
          <h2 id={titleId} className="mt-2 text-balance font-bold text-2xl tracking-tight sm:text-3xl">
            {title}
          </h2>
          {description && <p className="mt-4 text-pretty text-muted-foreground">{description}</p>}
        </div>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}
