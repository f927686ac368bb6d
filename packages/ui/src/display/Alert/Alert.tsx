import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info, TriangleAlert, XIcon } from "lucide-react";
import * as React from "react";
import { cn } from "../../lib/cn";
import { IconButton } from "../../primitives/Button";

export const alertVariants = cva(
  "relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border border-l-4 bg-card px-4 py-3 text-card-foreground text-sm has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3 has-data-[slot=alert-dismiss]:pr-12 [&>svg]:size-4 [&>svg]:translate-y-0.5",
  {
    variants: {
      variant: {
        info: "border-l-info [&>svg]:text-info",
        success: "border-l-success [&>svg]:text-success",
        warning: "border-l-warning [&>svg]:text-foreground",
        danger: "border-l-destructive [&>svg]:text-destructive",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

type AlertVariant = NonNullable<VariantProps<typeof alertVariants>["variant"]>;

const defaultIcons: Record<AlertVariant, React.ReactNode> = {
  info: <Info />,
  success: <CircleCheck />,
  warning: <TriangleAlert />,
  danger: <CircleAlert />,
};

export type AlertProps = React.ComponentProps<"div"> &
  VariantProps<typeof alertVariants> & {
    /** Replaces the variant's icon; `null` shows none. */
    icon?: React.ReactNode;
    /** Shows a "Dismiss" button that hides the alert (uncontrolled) and calls `onDismiss`. */
    dismissible?: boolean;
    /** Controlled visibility for a dismissible alert; leave undefined to let the alert hide itself. */
    open?: boolean;
    onDismiss?: () => void;
  };

/**
 * A message in the flow of the page. Danger and warning interrupt screen readers (`role="alert"`);
 * info and success are announced politely (`role="status"`). Pass `role` to override.
 */
export function Alert({
  className,
  variant,
  icon,
  dismissible = false,
  open,
  onDismiss,
  children,
  ...props
}: AlertProps) {
  const [dismissed, setDismissed] = React.useState(false);
  const state: AlertVariant = variant ?? "info";
  const visible = open ?? !dismissed;
  if (!visible) return null;

  const dismiss = () => {
    if (open === undefined) setDismissed(true);
    onDismiss?.();
  };

  return (
    <div
      data-slot="alert"
      data-variant={state}
      role={state === "danger" || state === "warning" ? "alert" : "status"}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      {icon === undefined ? defaultIcons[state] : icon}
      {children}
      {dismissible && (
        <IconButton
          aria-label="Dismiss"
          data-slot="alert-dismiss"
          icon={<XIcon />}
          onClick={dismiss}
          className="absolute top-1.5 right-1.5 size-8 text-muted-foreground"
        />
      )}
    </div>
  );
}

export function AlertTitle({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="alert-title"
      className={cn("col-start-2 min-h-4 font-medium leading-5 tracking-tight", className)}
      {...props}
    />
  );
}

export function AlertDescription({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="alert-description"
      className={cn(
        "col-start-2 grid justify-items-start gap-1 text-muted-foreground [&_p]:leading-relaxed",
        className,
      )}
      {...props}
    />
  );
}
