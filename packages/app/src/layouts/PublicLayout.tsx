import { Footer, PublicHeader } from "@smm/ui";
import { useLocation } from "react-router-dom";
import { PageOutlet } from "../components/PageOutlet";
import { renderRouterLink } from "../lib/renderLink";
import { servedYear } from "../lib/servedYear";

/** `/` and `/signup`: the public header and footer (spec §2: shown only on these two). */
export function Component() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-svh flex-col bg-background text-foreground">
      <PublicHeader renderLink={renderRouterLink} currentPath={pathname} />
      <main className="flex-1">
        <PageOutlet />
      </main>
      <Footer year={servedYear} />
    </div>
  );
}
