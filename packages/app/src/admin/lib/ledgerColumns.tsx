import type { AdminLedgerEntry } from "@smm/domain";
import type { DataTableColumn } from "@smm/ui";
import { formatDateTime } from "@smm/ui";
import { PanelMoney } from "../components/PanelMoney";

/** A ledger row: when, what kind, its reference, the signed amount and the balance after it. */
export const LEDGER_COLUMNS: readonly DataTableColumn<AdminLedgerEntry>[] = [
  { id: "date", header: "Date", cell: (entry) => formatDateTime(entry.createdAt) },
  { id: "kind", header: "Kind", cell: (entry) => entry.kind, width: "8rem" },
  { id: "reference", header: "Reference", cell: (entry) => entry.reference || entry.method },
  { id: "amount", header: "Amount", cell: (entry) => <PanelMoney amount={entry.amount} />, align: "end" },
  { id: "balance", header: "Balance after", cell: (entry) => <PanelMoney amount={entry.balanceAfter} />, align: "end" },
];
