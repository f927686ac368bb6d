/** What can be wrong with the panel, as the admin sidebar's status line reports it. */
export type SystemProblemKind = "database" | "jobs" | "provider";

export interface SystemProblem {
  kind: SystemProblemKind;
  /** One line for the operator, e.g. "Provider Upstream A is down: The provider answered HTTP 500". */
  message: string;
}

/** GET /api/admin/system-status: "down" when the database cannot be reached, "degraded" for any other problem. */
export interface SystemStatus {
  state: "operational" | "degraded" | "down";
  problems: SystemProblem[];
}

/** The footer text of spec §2 (Admin layout) while nothing is wrong. */
export const SYSTEM_OPERATIONAL = "All systems operational";

/** The sidebar's one line: the spec's text when all is well, else the problem (or how many there are). */
export function systemStatusText(status: SystemStatus): string {
  const [first, ...rest] = status.problems;
  if (status.state === "operational" || !first) return SYSTEM_OPERATIONAL;
  if (rest.length === 0) return first.message;
  return `${status.problems.length} problems need attention`;
}
