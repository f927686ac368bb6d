import { formatMoney } from "@smm/domain";
import type { DataTableColumn } from "../../../data/DataTable";
import { Badge } from "../../../display/Badge";

/** A user row as the users screen shows it; stories and tests only. */
export type SampleUserRow = { id: number; username: string; email: string; balance: string; suspended: boolean };

/** `count` deterministic users, so screenshots are stable. */
export function makeSampleUsers(count: number, firstId = 1): SampleUserRow[] {
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    return {
      id,
      username: `reseller${id}`,
      email: `reseller${id}@example.com`,
      balance: ((id * 7919) % 250_000).toFixed(2),
      suspended: id % 9 === 0,
    };
  });
}

export const SAMPLE_USER_COLUMNS: readonly DataTableColumn<SampleUserRow>[] = [
  { id: "id", header: "ID", cell: (row) => row.id, sortValue: (row) => row.id, width: "5rem" },
  { id: "username", header: "Username", cell: (row) => row.username, sortValue: (row) => row.username },
  { id: "email", header: "Email", cell: (row) => row.email },
  {
    id: "balance",
    header: "Balance",
    cell: (row) => formatMoney(row.balance),
    sortValue: (row) => Number(row.balance),
    align: "end",
  },
  {
    id: "status",
    header: "Status",
    cell: (row) =>
      row.suspended ? <Badge variant="danger">Suspended</Badge> : <Badge variant="success">Active</Badge>,
    width: "8rem",
  },
];

export const SAMPLE_STATUS_FILTER = {
  id: "status",
  label: "Status",
  allLabel: "All statuses",
  options: [
    { value: "active", label: "Active" },
    { value: "suspended", label: "Suspended" },
  ],
} as const;
