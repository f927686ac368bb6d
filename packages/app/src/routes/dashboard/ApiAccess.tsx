import { ApiAccessPanel } from "@smm/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiDocsPage } from "../../components/ApiDocsPage";
import { PageTitle } from "../../components/PageTitle";
import { api } from "../../lib/api";
import { apiKeyQuery } from "../../lib/customerQueries";
import { preload } from "../../lib/preload";
import { queryKeys } from "../../lib/queryKeys";

/** `/dashboard/api`: API Access, the customer's key (generated or replaced here, shown once) and the docs. */
export const clientLoader = () => preload(apiKeyQuery);

export default function Component() {
  const queryClient = useQueryClient();
  const keyInfo = useQuery(apiKeyQuery);

  const generate = async () => {
    const created = await api.apiKey.generate();
    await queryClient.invalidateQueries({ queryKey: queryKeys.apiKey });
    return created;
  };

  return (
    <>
      <PageTitle>API Access</PageTitle>
      <ApiAccessPanel
        keyInfo={keyInfo.data}
        loading={keyInfo.isPending}
        error={keyInfo.error?.message}
        onRetry={() => void keyInfo.refetch()}
        onGenerate={generate}
      />
      <ApiDocsPage />
    </>
  );
}
