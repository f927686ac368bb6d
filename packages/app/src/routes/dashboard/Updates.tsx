import { DEFAULT_UPDATES_QUERY, type UpdatesQuery, UpdatesTable } from "@smm/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PageTitle } from "../../components/PageTitle";
import { serviceUpdatesQuery } from "../../lib/customerQueries";
import { preload } from "../../lib/preload";
import { useDebouncedValue } from "../../lib/useDebouncedValue";

export const clientLoader = () => preload(serviceUpdatesQuery(DEFAULT_UPDATES_QUERY));

/** `/dashboard/updates`: service price updates, filtered, searched and paged (10 a page) on the server. */
export default function Component() {
  const [query, setQuery] = useState<UpdatesQuery>(DEFAULT_UPDATES_QUERY);
  const serverQuery = useDebouncedValue(query);
  const updates = useQuery({ ...serviceUpdatesQuery(serverQuery), placeholderData: keepPreviousData });
  return (
    <>
      <PageTitle>Updates</PageTitle>
      <UpdatesTable
        rows={updates.data?.data ?? []}
        total={updates.data?.meta.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        isLoading={updates.isPending}
        error={updates.error?.message ?? null}
        onRetry={() => void updates.refetch()}
      />
    </>
  );
}
