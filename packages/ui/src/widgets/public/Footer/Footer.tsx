import type * as React from "react";
import { cn } from "../../../lib/cn";

export type FooterProps = React.ComponentProps<"footer"> & {
  /** The name in the copyright line; white-label panels pass their own. */
  brandName?: React.ReactNode;
  /** The copyright year; the clock's current year when omitted (stories pin it for stable screenshots). */
  year?: number;
};

/** The public pages' footer: '© <year> <brand>. All rights reserved.' (spec §1), plus any links as children. */
export function Footer({
  brandName = "Premium SMM Services",
  year = new Date().getFullYear(),
  className,
  children,
  ...props
}: FooterProps) {
  return (
    <footer
      data-slot="footer"
      className={cn("w-full border-t bg-background text-muted-foreground", className)}
      {...props}
    >
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-6 text-center text-sm sm:flex-row sm:justify-between sm:px-6 sm:text-left">
        <p data-slot="footer-copyright">
          © {year} {brandName}. All rights reserved.
        </p>
        {children}
      </div>
    </footer>
  );
}
