import { ADMIN_MAX_PAGE_SIZE } from "@smm/domain";
import type { AdminTableFilterOption } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { adminApi } from "./adminApi";
import { adminKeys } from "./adminKeys";

/**
 * The services as filter choices ("#12 Instagram Followers"), the first page of the largest size the API gives;
 * none asked for when `enabled` is false (a role that may not read the services).
 */
export function useServiceOptions(enabled = true): AdminTableFilterOption[] {
  const services = useQuery({
    enabled,
    queryKey: adminKeys.list("services", { purpose: "options" }),
    queryFn: ({ signal }) =>
      adminApi.catalogue.listServices({ per_page: ADMIN_MAX_PAGE_SIZE, sort: "id", direction: "asc" }, { signal }),
    staleTime: 5 * 60_000,
  });
  return (services.data?.data ?? []).map((service) => ({
    value: String(service.id),
    label: `#${service.id} ${service.title}`,
  }));
}
