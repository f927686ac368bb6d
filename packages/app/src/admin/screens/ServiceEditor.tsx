import { AdminForm } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { LoadFailure } from "../components/LoadFailure";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { serviceFields, serviceInput, serviceValues } from "../lib/serviceForm";
import { useAdminAction } from "../lib/useAdminAction";
import { useCategoryOptions } from "../lib/useCategories";

/** `/admin/add-services` (a new service) and `/admin/services/:id` (edit); every change feeds the Updates page. */
export default function Component() {
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam === undefined ? null : Number(idParam);
  const categories = useCategoryOptions();
  const service = useQuery({
    queryKey: adminKeys.service(id ?? 0),
    queryFn: ({ signal }) => adminApi.catalogue.getService(id ?? 0, { signal }),
    enabled: id !== null,
  });
  const stale = [adminKeys.list("services"), adminKeys.service(id ?? 0)];
  const create = useAdminAction(adminApi.catalogue.createService, {
    success: (created) => `Service ${created.title} added`,
    invalidate: stale,
  });
  const update = useAdminAction(
    (change: Parameters<typeof adminApi.catalogue.updateService>[1]) =>
      adminApi.catalogue.updateService(id ?? 0, change),
    { success: "Service saved", invalidate: stale },
  );

  if (id === null) {
    return (
      <>
        <h1 className="font-semibold text-2xl tracking-tight">Add Services</h1>
        <AdminForm
          title="New service"
          description="A manual service; services imported from a provider are added from API Providers."
          fields={serviceFields(categories)}
          defaultValues={{ type: "Default", enabled: true }}
          submitLabel="Add service"
          onSubmit={async (values) => {
            const created = await create.submit(serviceInput(values));
            navigate(`/admin/services/${created.id}`);
          }}
        />
      </>
    );
  }
  if (service.isError)
    return <LoadFailure title="Could not load this service" error={service.error} onRetry={service.refetch} />;
  return (
    <>
      <h1 className="font-semibold text-2xl tracking-tight">Edit service {id}</h1>
      <AdminForm
        key={service.dataUpdatedAt}
        title={service.data?.title ?? "Service"}
        description={
          service.data?.mode === "provider"
            ? `Imported from provider ${service.data.providerId}, service ${service.data.providerServiceId}.`
            : "A manual service."
        }
        fields={serviceFields(categories)}
        defaultValues={service.data ? serviceValues(service.data) : {}}
        disabled={!service.data}
        onCancel={() => navigate("/admin/show-services")}
        onSubmit={async (values) => {
          await update.submit(serviceInput(values));
        }}
      />
    </>
  );
}
