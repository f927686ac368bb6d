import type { SystemStatus } from "../contract/admin/system";

/** The footer text of spec §2 (Admin layout) while nothing is wrong. */
export const SYSTEM_OPERATIONAL = "All systems operational";

/** The sidebar's one line: the spec's text when all is well, else the problem (or how many there are). */
export function systemStatusText(status: SystemStatus): string {
  const [first, ...rest] = status.problems;
  if (status.state === "operational" || !first) return SYSTEM_OPERATIONAL;
  if (rest.length === 0) return first.message;
  return `${status.problems.length} problems need attention`;
}
