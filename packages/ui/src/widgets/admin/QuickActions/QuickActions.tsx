import type * as React from "react";
import { useId } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "../../../display/Card";
import { cn } from "../../../lib/cn";
import { type RenderLink, renderAnchor } from "../../../navigation/link";
import { buttonVariants } from "../../../primitives/Button";

export type QuickAction = { href: string; label: string; icon: React.ReactNode };

export type QuickActionsProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The shortcuts, in their order: the app's (its route manifest). */
  actions: readonly QuickAction[];
  /** Draws each link with the router's link (ui does not import the router). */
  renderLink?: RenderLink;
};

/** Quick Actions: shortcut links to the admin's common pages. */
export function QuickActions({ actions, renderLink = renderAnchor, className, ...props }: QuickActionsProps) {
  const headingId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      data-slot="quick-actions"
      className={cn("gap-4", className)}
      {...props}
    >
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>Quick Actions</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {actions.map((action) => (
            <li key={action.href}>
              {renderLink({
                href: action.href,
                "data-slot": "quick-action",
                className: cn(
                  buttonVariants({ variant: "outline" }),
                  "h-auto w-full flex-col gap-2 whitespace-normal py-4 [&_svg:not([class*='size-'])]:size-5",
                ),
                children: (
                  <>
                    <span aria-hidden="true" className="contents text-primary">
                      {action.icon}
                    </span>
                    {action.label}
                  </>
                ),
              })}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
