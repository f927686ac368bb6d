import { AdminForm } from "@smm/ui";
import { useNavigate } from "react-router";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { CATEGORY_FIELDS, categoryInput } from "../lib/categoryForm";
import { useAdminAction } from "../lib/useAdminAction";

/** `/admin/add-category`: a new category (name, platform, icon, order, enabled). */
export default function Component() {
  const navigate = useNavigate();
  const create = useAdminAction(adminApi.catalogue.createCategory, {
    success: (category) => `Category ${category.title} added`,
    invalidate: [adminKeys.categories],
  });
  return (
    <>
      <h1 className="font-semibold text-2xl tracking-tight">Add Category</h1>
      <AdminForm
        title="New category"
        description="Categories group services in the catalogue and the order form."
        fields={CATEGORY_FIELDS}
        defaultValues={{ platform: "instagram", icon: "instagram", sortOrder: "0", enabled: true }}
        submitLabel="Add category"
        onSubmit={async (values) => {
          await create.submit(categoryInput(values));
          navigate("/admin/show-categories");
        }}
      />
    </>
  );
}
