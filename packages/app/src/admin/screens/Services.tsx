import type { AdminService } from "@smm/domain";
import {
  AdminForm,
  type AdminFormField,
  AdminTable,
  type AdminTableFilter,
  Badge,
  Button,
  type DataTableColumn,
  Switch,
} from "@smm/ui";
import { Link } from "react-router";
import { PanelMoney } from "../components/PanelMoney";
import { RowLink } from "../components/RowLink";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { useAdminAction } from "../lib/useAdminAction";
import { useAdminList } from "../lib/useAdminList";
import { useCategoryOptions } from "../lib/useCategories";

const MODE_FILTER: AdminTableFilter = {
  id: "mode",
  label: "Source",
  allLabel: "Manual and provider",
  options: [
    { value: "manual", label: "Manual" },
    { value: "provider", label: "Provider" },
  ],
};

const ENABLED_FILTER: AdminTableFilter = {
  id: "enabled",
  label: "Enabled",
  allLabel: "Enabled and disabled",
  options: [
    { value: "true", label: "Enabled" },
    { value: "false", label: "Disabled" },
  ],
};

function bulkFields(categories: { value: string; label: string }[]): readonly AdminFormField[] {
  return [
    {
      name: "percent",
      label: "Change (%)",
      kind: "number",
      step: "0.01",
      required: true,
      hint: "10 raises every price by 10 %; -12.5 lowers by 12.5 %.",
    },
    {
      name: "categoryId",
      label: "Category",
      kind: "select",
      options: [{ value: "all", label: "Every service" }, ...categories],
    },
  ];
}

/** `/admin/show-services`: the catalogue with enable switches, links to edit, and a bulk price change. */
export default function Component() {
  const categories = useCategoryOptions();
  const { tableProps } = useAdminList(
    "services",
    (params, options) => adminApi.catalogue.listServices(params, options),
    {
      initial: { sort: { columnId: "id", direction: "ascending" } },
    },
  );
  const stale = [adminKeys.list("services")];
  const toggle = useAdminAction(
    ({ id, enabled }: { id: number; enabled: boolean }) => adminApi.catalogue.setServiceEnabled(id, enabled),
    { success: (service) => `${service.title} ${service.enabled ? "enabled" : "disabled"}`, invalidate: stale },
  );
  const bulk = useAdminAction(
    (change: { percent: string; categoryId?: number }) => adminApi.catalogue.bulkPriceChange(change),
    {
      success: (result) => `${result.updated} ${result.updated === 1 ? "price" : "prices"} changed`,
      invalidate: stale,
    },
  );

  const columns: readonly DataTableColumn<AdminService>[] = [
    { id: "id", header: "ID", cell: (service) => service.id, sortValue: (service) => service.id, width: "5rem" },
    {
      id: "title",
      header: "Service",
      cell: (service) => <RowLink to={`/admin/services/${service.id}`}>{service.title}</RowLink>,
      sortValue: (service) => service.title,
      width: "28%",
    },
    {
      id: "category",
      header: "Category",
      cell: (service) => service.category,
      sortValue: (service) => service.category,
    },
    {
      id: "mode",
      header: "Source",
      cell: (service) => (
        <Badge variant={service.mode === "provider" ? "info" : "neutral"}>
          {service.mode === "provider" ? "Provider" : "Manual"}
        </Badge>
      ),
      width: "7rem",
    },
    {
      id: "price",
      header: "Per 1000",
      cell: (service) => <PanelMoney amount={service.ratePer1000} />,
      sortValue: (service) => Number(service.price),
      align: "end",
    },
    { id: "limits", header: "Min / Max", cell: (service) => `${service.minAmount} / ${service.maxAmount}` },
    {
      id: "orders",
      header: "Orders",
      cell: (service) => service.orderCount,
      sortValue: (service) => service.orderCount,
      align: "end",
      width: "6rem",
    },
    {
      id: "enabled",
      header: "Enabled",
      cell: (service) => (
        <Switch
          aria-label={`Enable ${service.title}`}
          checked={service.enabled}
          onCheckedChange={(enabled) => toggle.run({ id: service.id, enabled })}
        />
      ),
      width: "6rem",
    },
  ];

  return (
    <>
      <AdminTable
        title="Services"
        description="Manual and provider-backed services; changes appear on the customers' Updates page."
        actions={
          <Button asChild size="sm">
            <Link to="/admin/add-services">Add service</Link>
          </Button>
        }
        columns={columns}
        getRowId={(service) => service.id}
        searchPlaceholder="Search by ID or name..."
        filters={[
          { id: "category_id", label: "Category", allLabel: "All categories", options: categories },
          MODE_FILTER,
          ENABLED_FILTER,
        ]}
        emptyMessage="No services available"
        {...tableProps}
      />
      <AdminForm
        title="Bulk price change"
        description="Changes the unit price of every service in the category (or of every service) by a percentage, exactly."
        fields={bulkFields(categories)}
        defaultValues={{ categoryId: "all" }}
        submitLabel="Change prices"
        resetOnSuccess
        onSubmit={async (values) => {
          const category = String(values.categoryId);
          await bulk.submit({
            percent: String(values.percent),
            ...(category !== "all" && category !== "" ? { categoryId: Number(category) } : {}),
          });
        }}
      />
    </>
  );
}
