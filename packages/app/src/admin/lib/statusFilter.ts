import type { StatusInfo } from "@smm/domain";
import type { AdminTableFilter } from "@smm/ui";

/** A list's status filter: one option per status, labelled as the domain labels it. */
export function statusFilter<Status extends string>(
  filter: Omit<AdminTableFilter, "options">,
  statuses: readonly Status[],
  info: Record<Status, StatusInfo<Status>>,
): AdminTableFilter {
  return { ...filter, options: statuses.map((status) => ({ value: status, label: info[status].label })) };
}
