import type { StatusTone } from "@smm/domain";
import type { BadgeVariant } from "../../display/Badge";

/**
 * The domain names tones by meaning; Badge turns them into tokens. Badge has no plain orange variant, so the
 * orange tone uses the neutral shape with the orange token pair (as StatusBadge does).
 */
export const toneBadge: Record<StatusTone, { variant: BadgeVariant; className?: string }> = {
  success: { variant: "success" },
  warning: { variant: "warning" },
  info: { variant: "info" },
  orange: { variant: "neutral", className: "bg-orange text-orange-foreground" },
  danger: { variant: "danger" },
  neutral: { variant: "neutral" },
};
