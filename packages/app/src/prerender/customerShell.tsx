import { CURRENCIES } from "@smm/domain";
import { CustomerShell } from "@smm/ui";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { RouteSkeleton } from "../components/RouteSkeleton";
import { PRERENDERED_SHELL_ID } from "../lib/prerenderedShell";
import { renderRouterLink } from "../lib/renderLink";

const ignore = () => undefined;

/**
 * Text the app shows on every customer page but the prerendered shell does not: the currency picker's symbols.
 * The build preloads the fonts it needs after the shell has painted (scripts/prerenderCustomerShell.ts).
 */
export const APP_TEXT_AFTER_SHELL = CURRENCIES.map((currency) => currency.symbol).join("");

/**
 * The customer shell of `page` (sidebar with the page marked, top bar, TikTok banner) around a loading skeleton,
 * with no customer data, for the build to put into the HTML of that page: it paints before the scripts have run.
 * The app replaces it when its own shell commits (layouts/CustomerLayout.tsx).
 */
export function renderCustomerShell(page: string): string {
  const shell = renderToString(
    <MemoryRouter initialEntries={[page]}>
      <CustomerShell
        renderLink={renderRouterLink}
        activeHref={page}
        bannerOpen
        // The visitor's currency is in their browser, not known here: a placeholder holds the picker's place.
        header={{ loading: true, currency: null, onCurrencyChange: ignore }}
      >
        <RouteSkeleton />
      </CustomerShell>
    </MemoryRouter>,
  );
  // A picture of the shell until the app's own replaces it: nothing in it can be used or focused yet, and assistive
  // technology waits for the real one rather than reading it twice.
  return `<div id="${PRERENDERED_SHELL_ID}" aria-hidden="true" inert>${shell}</div>`;
}
