import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { AppProviders } from "../AppProviders";
import { createQueryClient } from "../queryClient";
import { routes } from "../router";

/**
 * The HTML of `/` as the app renders it for a signed-out visitor, for the build to put into the page the server
 * sends for `/` (scripts/prerenderLanding.ts). The tree is App's, with the static router in place of the browser
 * router, so main.tsx can hydrate it. Waits for every lazy part (the sign-in form included).
 */
export async function renderLandingPage(): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error(`Prerendering / answered ${context.status}, not the page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Every part in place, in document order: no part split off to be moved into place by an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
