import { ORDER_STATUS_INFO, type OrderStatus, type StatusTone } from "@smm/domain";
import { CircleCheck, CircleDashed, CircleX, Clock, LoaderCircle, type LucideIcon, RefreshCw } from "lucide-react";
import type * as React from "react";
import { Badge, type BadgeProps, type BadgeVariant } from "../../../display/Badge";
import { cn } from "../../../lib/cn";

/**
 * The domain names tones by meaning; the Badge turns them into tokens. Badge has no plain orange tone yet, so
 * "orange" (partial) uses the neutral shape with the orange token pair.
 */
const toneVariants: Record<StatusTone, { variant: BadgeVariant; className?: string }> = {
  success: { variant: "success" },
  warning: { variant: "warning" },
  info: { variant: "info" },
  orange: { variant: "neutral", className: "bg-orange text-orange-foreground" },
  danger: { variant: "danger" },
  neutral: { variant: "neutral" },
};

// A shape per status as a second cue beside the text; the two blue statuses get different icons.
const statusIcons: Record<OrderStatus, LucideIcon> = {
  pending: Clock,
  "in-progress": LoaderCircle,
  processing: RefreshCw,
  completed: CircleCheck,
  partial: CircleDashed,
  canceled: CircleX,
};

export type StatusBadgeProps = Omit<BadgeProps, "children" | "variant" | "icon" | "asChild"> & {
  status: OrderStatus;
  /** Replaces the status's label text (e.g. a translation); the colour still follows `status`. */
  children?: React.ReactNode;
};

/** An order status as a coloured badge with its text (spec §4: the colour is never the only signal). */
export function StatusBadge({ status, className, children, ...props }: StatusBadgeProps) {
  const info = ORDER_STATUS_INFO[status];
  const tone = toneVariants[info.tone];
  const Icon = statusIcons[status];
  return (
    <Badge
      data-status={status}
      data-tone={info.tone}
      variant={tone.variant}
      icon={<Icon aria-hidden="true" />}
      className={cn(tone.className, className)}
      {...props}
    >
      {children ?? info.label}
    </Badge>
  );
}
