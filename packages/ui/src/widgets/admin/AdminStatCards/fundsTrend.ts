import { compareMoney, type DecimalString } from "@smm/domain";
import type { StatTrend } from "../../../display/StatCard";

/**
 * The month-over-month trend of funds collected: "+12.50% from last month" (chosen wording), up unless negative;
 * none when last month collected nothing (there is no percentage to compare with).
 */
export function fundsTrend(percent: DecimalString | null): StatTrend | undefined {
  if (percent === null) return undefined;
  const down = compareMoney(percent, "0") < 0;
  const magnitude = percent.replace(/^-/, "");
  return { direction: down ? "down" : "up", text: `${down ? "-" : "+"}${magnitude}% from last month` };
}
