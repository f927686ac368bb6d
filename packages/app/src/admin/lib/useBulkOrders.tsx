import type { AdminOrder } from "@smm/domain";
import { Checkbox, type DataTableColumn, errorMessage, OrderBulkBar, type OrderBulkChoice, toast } from "@smm/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { adminApi } from "./adminApi";
import { adminKeys } from "./adminKeys";
import { bulkOrderOutcome } from "./bulkOrderOutcome";

const NONE: ReadonlySet<number> = new Set();

/**
 * Selecting orders of the page shown (`listKey`: its query; another page, filter or search starts a new selection)
 * and applying one bulk action to them: a checkbox column and the action bar. The answer's toast names the orders
 * skipped and why; the lists, the orders and the dashboard are refetched.
 */
export function useBulkOrders(rows: readonly AdminOrder[], listKey: string) {
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: listKey, ids: NONE });
  const selected = selection.key === listKey ? selection.ids : NONE;
  const select = (ids: ReadonlySet<number>) => setSelection({ key: listKey, ids });
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    select(next);
  };

  const apply = async (choice: OrderBulkChoice) => {
    try {
      const answer = await adminApi.orders.bulk({ ...choice, ids: [...selected] });
      const outcome = bulkOrderOutcome(choice, answer);
      toast[outcome.tone](outcome.message);
      // The orders skipped stay selected, to be looked at or acted on otherwise.
      select(new Set(answer.results.filter((result) => !result.ok).map((result) => result.id)));
    } catch (error) {
      toast.error(errorMessage(error));
      throw error;
    } finally {
      await Promise.all(
        [adminKeys.list("orders"), adminKeys.list("user-orders"), adminKeys.dashboard, [...adminKeys.all, "order"]].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    }
  };

  const column: DataTableColumn<AdminOrder> = {
    id: "select",
    header: "Select",
    cell: (order) => (
      <Checkbox
        aria-label={`Select order ${order.id}`}
        checked={selected.has(order.id)}
        onCheckedChange={(checked) => toggle(order.id, checked === true)}
      />
    ),
    width: "4.5rem",
  };
  const bar = (
    <OrderBulkBar
      selected={selected.size}
      onPage={rows.length}
      onSelectPage={(on) => select(on ? new Set(rows.map((order) => order.id)) : NONE)}
      onClear={() => select(NONE)}
      onApply={apply}
    />
  );
  return { column, bar };
}
