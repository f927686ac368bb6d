import type { LaunchChecklist as Checklist, LaunchStep } from "@smm/domain";
import { Circle, CircleCheck, PartyPopper } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../display/Card";
import { Progress } from "../../../display/Progress";
import { Skeleton } from "../../../display/Skeleton";
import { cn } from "../../../lib/cn";
import { type RenderLink, renderAnchor } from "../../../navigation/link";
import { buttonVariants } from "../../../primitives/Button";
import { LoadError } from "../../shared/LoadError";

export type LaunchChecklistProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** GET /admin/launch-checklist; undefined while it loads. */
  checklist?: Checklist;
  loading?: boolean;
  /** Why it could not be loaded (with `onRetry`, a way to try again). */
  error?: string;
  onRetry?: () => void;
  /** Draws each step's link with the router's link (ui does not import the router). */
  renderLink?: RenderLink;
};

export const LAUNCH_CHECKLIST_TITLE = "Launch checklist";
export const LAUNCH_READY_TITLE = "Your panel is ready";

/**
 * The admin dashboard's launch checklist: each step the server says a new panel still lacks, with what is missing
 * and a link to the screen that fixes it; done steps are ticked. Once every step is done it folds to one line.
 */
export function LaunchChecklist({
  checklist,
  loading = false,
  error,
  onRetry,
  renderLink = renderAnchor,
  className,
  ...props
}: LaunchChecklistProps) {
  const headingId = useId();
  if (checklist?.ready && !error) {
    return (
      <Card
        role="region"
        aria-labelledby={headingId}
        data-slot="launch-checklist"
        data-state="ready"
        className={cn("flex-row items-center gap-3 px-6 py-4", className)}
        {...props}
      >
        <PartyPopper aria-hidden="true" className="size-5 shrink-0 text-success" />
        <div className="grid gap-0.5">
          <h2 id={headingId} className="font-semibold leading-none">
            {LAUNCH_READY_TITLE}
          </h2>
          <p className="text-muted-foreground text-sm">Every launch step is done.</p>
        </div>
      </Card>
    );
  }
  const steps = checklist?.steps ?? [];
  const done = steps.filter((step) => step.done).length;
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-slot="launch-checklist"
      data-state={error ? "error" : loading || !checklist ? "loading" : "open"}
      className={cn("gap-4", className)}
      {...props}
    >
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>{LAUNCH_CHECKLIST_TITLE}</h2>
        </CardTitle>
        <CardDescription>What your panel still needs before customers can pay and order.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {error ? (
          <LoadError title="Failed to load the launch checklist" message={error} onRetry={onRetry} />
        ) : !checklist ? (
          <div className="grid gap-3">
            <Skeleton className="h-2 w-full" />
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-12 w-full" />
            ))}
          </div>
        ) : (
          <>
            <Progress
              label="Steps done"
              value={done}
              max={steps.length}
              valueText={(value, max) => `${value} of ${max}`}
            />
            <ol className="grid gap-2">
              {steps.map((step) => (
                <StepRow key={step.id} step={step} renderLink={renderLink} />
              ))}
            </ol>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function StepRow({ step, renderLink }: { step: LaunchStep; renderLink: RenderLink }) {
  const Icon = step.done ? CircleCheck : Circle;
  return (
    <li
      data-slot="launch-step"
      data-state={step.done ? "done" : "open"}
      className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <Icon
          aria-hidden="true"
          className={cn("mt-0.5 size-5 shrink-0", step.done ? "text-success" : "text-muted-foreground")}
        />
        <div className="grid min-w-0 gap-0.5">
          <p className={cn("font-medium text-sm", step.done && "text-muted-foreground")}>
            <span className="sr-only">{step.done ? "Done: " : "To do: "}</span>
            {step.title}
          </p>
          <p className="wrap-break-word text-muted-foreground text-sm">{step.detail}</p>
        </div>
      </div>
      {step.action
        ? renderLink({
            href: step.action.href,
            "data-slot": "launch-step-action",
            className: cn(
              buttonVariants({ variant: "outline", size: "sm" }),
              "ml-8 shrink-0 self-start sm:ml-0 sm:self-center",
            ),
            children: step.action.label,
          })
        : null}
    </li>
  );
}
