export { ToneBadge, type ToneBadgeProps } from "./ToneBadge";
