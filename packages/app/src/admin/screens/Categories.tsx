import { type AdminCategory, platformName } from "@smm/domain";
import { AdminForm, AdminTable, Button, type DataTableColumn, Dialog, DialogContent, Switch } from "@smm/ui";
import { useState } from "react";
import { Link } from "react-router";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { CATEGORY_FIELDS, categoryInput, categoryValues } from "../lib/categoryForm";
import { useAdminAction } from "../lib/useAdminAction";
import { useCategories } from "../lib/useCategories";
import { wholeListProps } from "../lib/wholeListProps";

/** `/admin/show-categories`: every category with its service count, an enable switch and an edit dialog. */
export default function Component() {
  const categories = useCategories();
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const stale = [adminKeys.categories, adminKeys.list("services")];
  const update = useAdminAction(
    ({ id, change }: { id: number; change: Parameters<typeof adminApi.catalogue.updateCategory>[1] }) =>
      adminApi.catalogue.updateCategory(id, change),
    { success: (category) => `Category ${category.title} saved`, invalidate: stale },
  );
  const rows = categories.data?.data ?? [];

  const columns: readonly DataTableColumn<AdminCategory>[] = [
    { id: "id", header: "ID", cell: (category) => category.id, sortValue: (category) => category.id, width: "5rem" },
    {
      id: "title",
      header: "Name",
      cell: (category) => category.title,
      sortValue: (category) => category.title,
      width: "28%",
    },
    {
      id: "platform",
      header: "Platform",
      cell: (category) => platformName(category.platform),
      sortValue: (category) => category.platform,
    },
    { id: "icon", header: "Icon", cell: (category) => category.icon },
    {
      id: "order",
      header: "Order",
      cell: (category) => category.sortOrder,
      sortValue: (category) => category.sortOrder,
      align: "end",
    },
    {
      id: "services",
      header: "Services",
      cell: (category) => category.serviceCount,
      sortValue: (category) => category.serviceCount,
      align: "end",
    },
    {
      id: "enabled",
      header: "Enabled",
      cell: (category) => (
        <Switch
          aria-label={`Enable ${category.title}`}
          checked={category.enabled}
          onCheckedChange={(enabled) => update.run({ id: category.id, change: { enabled } })}
        />
      ),
      width: "6rem",
    },
    {
      id: "edit",
      header: "Action",
      cell: (category) => (
        <Button variant="outline" size="sm" onClick={() => setEditing(category)} aria-label={`Edit ${category.title}`}>
          Edit
        </Button>
      ),
      width: "6rem",
    },
  ];

  return (
    <>
      <AdminTable
        title="Categories"
        description="The catalogue's groups, in their display order."
        actions={
          <Button asChild size="sm">
            <Link to="/admin/add-category">Add category</Link>
          </Button>
        }
        columns={columns}
        {...wholeListProps(categories, rows)}
        getRowId={(category) => category.id}
        emptyMessage="No categories yet"
      />
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        <DialogContent title={editing ? `Edit ${editing.title}` : "Edit category"} hideTitle className="sm:max-w-xl">
          {editing ? (
            <AdminForm
              bare
              title={`Edit ${editing.title}`}
              fields={CATEGORY_FIELDS}
              defaultValues={categoryValues(editing)}
              onCancel={() => setEditing(null)}
              onSubmit={async (values) => {
                await update.submit({ id: editing.id, change: categoryInput(values) });
                setEditing(null);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
