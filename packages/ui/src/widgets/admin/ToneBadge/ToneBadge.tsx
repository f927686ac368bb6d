import type { StatusInfo } from "@smm/domain";
import { Badge, type BadgeProps } from "../../../display/Badge";
import { cn } from "../../../lib/cn";
import { toneBadge } from "../../shared/toneBadge";

export type ToneBadgeProps = Omit<BadgeProps, "children" | "variant" | "asChild"> & {
  /** A status from the domain (ticket, child panel ...): its label and the tone of its colour. */
  info: StatusInfo<string>;
};

/** Any domain status as a badge: the domain's label in the colour of its tone. */
export function ToneBadge({ info, className, ...props }: ToneBadgeProps) {
  const { variant, className: toneClass } = toneBadge[info.tone];
  return (
    <Badge
      data-slot="tone-badge"
      data-status={info.value}
      variant={variant}
      className={cn(toneClass, className)}
      {...props}
    >
      {info.label}
    </Badge>
  );
}
