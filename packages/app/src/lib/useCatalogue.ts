import { TOAST_MESSAGES } from "@smm/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api";
import { queryKeys } from "./queryKeys";
import { useToastOnError } from "./useToastOnError";

/** GET /catalogue: the platform buttons and every service, for the public and the customer's catalogue. */
export function useCatalogue() {
  const query = useQuery({
    queryKey: queryKeys.catalogue,
    queryFn: ({ signal }) => api.catalogue.catalogue({ signal }),
    staleTime: 5 * 60_000,
  });
  useToastOnError(query.error, TOAST_MESSAGES.fetchServicesFailed);
  return query;
}
