import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { adminKeys } from "./adminKeys";

/** The panel's settings as operators see them (rates, methods, mail, maintenance). */
export function useAdminSettings() {
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => api.admin.system.settings({ signal }),
  });
}
