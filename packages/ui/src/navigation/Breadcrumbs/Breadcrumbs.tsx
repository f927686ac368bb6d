import { ChevronRight } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn";
import { type RenderLink, renderAnchor } from "../link";

export type BreadcrumbItem = {
  label: string;
  /** Where the crumb leads; the last crumb (the current page) needs none. */
  href?: string;
};

export type BreadcrumbsProps = React.ComponentProps<"nav"> & {
  /** From the top level down to the current page, which comes last. */
  items: BreadcrumbItem[];
  /** Draws the links; pass the router's link here (ui does not import the router). */
  renderLink?: RenderLink;
  /** Drawn between crumbs and hidden from screen readers. */
  separator?: React.ReactNode;
};

const linkClassName =
  "rounded-sm text-muted-foreground outline-none transition-colors hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** Where the current page sits: an ordered list of links ending in the current page. */
export function Breadcrumbs({
  items,
  renderLink = renderAnchor,
  separator = <ChevronRight />,
  className,
  "aria-label": ariaLabel = "Breadcrumb",
  ...props
}: BreadcrumbsProps) {
  return (
    <nav data-slot="breadcrumbs" aria-label={ariaLabel} className={className} {...props}>
      <ol className="flex flex-wrap items-center gap-1.5 break-words text-sm sm:gap-2">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is identified by its depth in the trail
            <li key={index} data-slot="breadcrumb-item" className="inline-flex items-center gap-1.5">
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  data-slot="breadcrumb-separator"
                  className="text-muted-foreground [&_svg:not([class*='size-'])]:size-3.5"
                >
                  {separator}
                </span>
              ) : null}
              {isCurrent || item.href === undefined ? (
                <span
                  data-slot="breadcrumb-page"
                  aria-current={isCurrent ? "page" : undefined}
                  className={cn(isCurrent ? "font-medium text-foreground" : "text-muted-foreground")}
                >
                  {item.label}
                </span>
              ) : (
                renderLink({
                  href: item.href,
                  "data-slot": "breadcrumb-link",
                  className: linkClassName,
                  children: item.label,
                })
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
