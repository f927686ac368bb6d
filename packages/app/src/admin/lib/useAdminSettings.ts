import { useQuery } from "@tanstack/react-query";
import { adminApi } from "./adminApi";
import { adminKeys } from "./adminKeys";

/** The panel's settings as operators see them (rates, methods, mail, maintenance). */
export function useAdminSettings() {
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => adminApi.system.settings({ signal }),
  });
}
