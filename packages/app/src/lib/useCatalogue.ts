import { TOAST_MESSAGES } from "@smm/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api";
import { queryKeys } from "./queryKeys";
import { useToastOnError } from "./useToastOnError";

/** GET /catalogue: the platform buttons and every service, for the public and the customer's catalogue. */
export const catalogueQuery = queryOptions({
  queryKey: queryKeys.catalogue,
  queryFn: ({ signal }) => api.catalogue.catalogue({ signal }),
  staleTime: 5 * 60_000,
});

export function useCatalogue() {
  const query = useQuery(catalogueQuery);
  useToastOnError(query.error, TOAST_MESSAGES.fetchServicesFailed);
  return query;
}
