import { type AdminDailyFigures, formatMoney } from "@smm/domain";
import { AdminTable, type DataTableColumn } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { wholeListProps } from "../lib/wholeListProps";

const COLUMNS: readonly DataTableColumn<AdminDailyFigures>[] = [
  { id: "date", header: "Day", cell: (day) => day.date, sortValue: (day) => day.date },
  {
    id: "revenue",
    header: "Revenue",
    cell: (day) => formatMoney(day.revenue),
    sortValue: (day) => Number(day.revenue),
    align: "end",
  },
  { id: "orders", header: "Orders", cell: (day) => day.orders, sortValue: (day) => day.orders, align: "end" },
  { id: "users", header: "New Users", cell: (day) => day.newUsers, sortValue: (day) => day.newUsers, align: "end" },
];

/** `/admin/reports` (Quick Actions' Financial Reports and Analytics): the last 30 days, day by day, in Naira. */
export default function Component() {
  const dashboard = useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => adminApi.dashboard.get({ signal }),
  });
  const days = [...(dashboard.data?.last30Days.series ?? [])].reverse();
  const totals = dashboard.data?.last30Days;
  return (
    <AdminTable
      title="Financial Reports"
      description={
        totals
          ? `Last 30 days: ${formatMoney(totals.revenue)} revenue from ${totals.orders} orders, ${totals.newUsers} new users, average order ${formatMoney(totals.avgOrderValue)}.`
          : "The last 30 days, day by day."
      }
      columns={COLUMNS}
      {...wholeListProps(dashboard, days)}
      getRowId={(day) => day.date}
      emptyMessage="No figures yet"
      defaultQuery={{ sort: { columnId: "date", direction: "descending" } }}
    />
  );
}
