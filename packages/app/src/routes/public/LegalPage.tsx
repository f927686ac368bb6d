import { isLegalPage, LEGAL_PAGE_TITLES, type LegalPage as LegalPageId } from "@smm/domain";
import { LegalPage } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { pagePath } from "../../lib/pagePath";
import { legalPageQuery } from "../../lib/storefront";
import { NotFoundMessage } from "../NotFound";

/** Inside the plain layout (which has the page's `main`): the not-found page's words. */
function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 py-16">
      <NotFoundMessage />
    </div>
  );
}

/**
 * `/terms`, `/privacy`, `/refunds`: the operator's page as plain text (Settings → Storefront). A page left empty does
 * not exist: the not-found page (and the server answers its address with 404).
 */
export default function Component() {
  const page = pagePath(useLocation().pathname).slice(1);
  return isLegalPage(page) ? <LegalPageScreen page={page} /> : <NotFound />;
}

function LegalPageScreen({ page }: { page: LegalPageId }) {
  const query = useQuery(legalPageQuery(page));
  if ((query.error as { status?: number } | null)?.status === 404) return <NotFound />;
  return (
    <LegalPage
      title={query.data?.title ?? LEGAL_PAGE_TITLES[page]}
      body={query.data?.body}
      isLoading={query.isPending}
      error={query.error?.message}
      onRetry={() => void query.refetch()}
    />
  );
}
