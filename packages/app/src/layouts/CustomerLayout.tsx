import { type Announcement, announcementKey, customerPricing, isDefaultBrand } from "@smm/domain";
import type { CustomerMenuAction } from "@smm/ui";
import { BrandMark, CustomerShell } from "@smm/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type * as React from "react";
import { lazy, Suspense, useMemo, useState } from "react";
import { redirect, useLocation, useNavigate } from "react-router";
import type { AccountDialogTab } from "../components/AccountDialog";
import { PageOutlet } from "../components/PageOutlet";
import { RequireCustomer } from "../components/RequireCustomer";
import { RouteSkeleton } from "../components/RouteSkeleton";
import { SiteNotices } from "../components/SiteNotices";
import { api } from "../lib/api";
import { usePanelBrand } from "../lib/brand";
import { CurrencyProvider, useCurrency } from "../lib/currency";
import { notificationsQuery, useNotifications, userQuery, useUser } from "../lib/customerQueries";
import { pagePath } from "../lib/pagePath";
import { preload } from "../lib/preload";
import { queryKeys } from "../lib/queryKeys";
import { renderRouterLink } from "../lib/renderLink";
import { customerSession, useCustomerSession } from "../lib/session";
import { settingsQuery, usePublicSettings, useSellsChildPanels } from "../lib/settings";
import { signOutCustomer } from "../lib/signOut";
import { CUSTOMER_NAV, CUSTOMER_PAGES } from "../routeManifest/customer";

/** The sidebar of a child panel, which sells no child panels: every page but Child Panel. */
const CHILD_PANEL_NAV = CUSTOMER_NAV.filter((item) => item.href !== CUSTOMER_PAGES.childPanel.path);

/**
 * The account dialog's forms (react-hook-form, zod and the sign-up rules) load the first time it opens, not with
 * every customer page: most never show a form.
 */
const AccountDialog = lazy(() =>
  import("../components/AccountDialog").then((module) => ({ default: module.AccountDialog })),
);

/**
 * The announcement closed in this browser session, by its words: it comes back on the next visit, and a new
 * announcement shows even to those who closed the old one.
 */
const BANNER_DISMISSED_KEY = "announcementDismissed";

function useAnnouncement(): { announcement?: Announcement; open: boolean; dismiss: () => void } {
  const announcement = usePublicSettings().data?.storefront.announcement;
  const [dismissed, setDismissed] = useState(() => window.sessionStorage.getItem(BANNER_DISMISSED_KEY));
  const key = announcement ? announcementKey(announcement) : undefined;
  return {
    announcement,
    open: key !== dismissed,
    dismiss: () => {
      if (key === undefined) return;
      window.sessionStorage.setItem(BANNER_DISMISSED_KEY, key);
      setDismissed(key);
    },
  };
}

/** A branded panel's name and logo atop the sidebar; the shell's own for the default brand. */
function useSidebarBrand(): React.ReactNode {
  const brand = usePanelBrand();
  if (isDefaultBrand(brand)) return undefined;
  return (
    <span className="flex min-w-0 items-center gap-2">
      <BrandMark logoUrl={brand.logo_url} className="size-7" />
      <span className="truncate">{brand.name}</span>
    </span>
  );
}

function CustomerArea() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const session = useCustomerSession();
  const user = useUser();
  const notifications = useNotifications();
  const { currency, setCurrency } = useCurrency();
  const banner = useAnnouncement();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [accountTab, setAccountTab] = useState<AccountDialogTab | null>(null);
  // Once opened, the dialog stays mounted, so it closes with its animation and returns focus as a dialog does.
  const [accountOpened, setAccountOpened] = useState(false);
  const sellsChildPanels = useSellsChildPanels();
  const markAllRead = useMutation({
    mutationFn: () => api.notifications.markAllRead(),
    onSuccess: (list) => queryClient.setQueryData(queryKeys.notifications, list),
  });

  const onMenuSelect = async (action: CustomerMenuAction) => {
    if (action === "logout") {
      await signOutCustomer();
      navigate("/", { replace: true });
    } else if (action === "help") navigate("/dashboard/support");
    else {
      setAccountOpened(true);
      setAccountTab(action);
    }
  };

  return (
    <CustomerShell
      renderLink={renderRouterLink}
      activeHref={pagePath(pathname)}
      navItems={sellsChildPanels === false ? CHILD_PANEL_NAV : CUSTOMER_NAV}
      brand={useSidebarBrand()}
      announcement={banner.announcement}
      bannerOpen={banner.open}
      onBannerDismiss={banner.dismiss}
      sidebarOpen={sidebarOpen}
      onSidebarOpenChange={setSidebarOpen}
      header={{
        username: user.data?.username ?? session?.data.username,
        currency,
        onCurrencyChange: setCurrency,
        notifications: notifications.data?.data ?? [],
        onMarkAllNotificationsRead: () => markAllRead.mutate(),
        onMenuSelect: (action) => void onMenuSelect(action),
      }}
    >
      <SiteNotices />
      <PageOutlet />
      {accountOpened ? (
        <Suspense>
          <AccountDialog tab={accountTab} onTabChange={setAccountTab} />
        </Suspense>
      ) : null}
    </CustomerShell>
  );
}

/**
 * Spec §2 guard: a visitor without a stored customer session goes to `/` before any customer page loads. The shell's
 * own data (the customer, the bell, the rates every amount is converted with) is fetched beside the page's.
 */
export function clientLoader() {
  if (!customerSession.read()) throw redirect("/");
  return preload(userQuery, notificationsQuery, settingsQuery);
}

const ignore = () => undefined;

/**
 * The customer shell with a skeleton for the page and no customer data: the server renders it into every customer
 * page, so it paints before any script has run, and it stays until the route's code and first data are in.
 */
export function HydrateFallback() {
  const { pathname } = useLocation();
  return (
    <CustomerShell
      renderLink={renderRouterLink}
      activeHref={pagePath(pathname)}
      navItems={CUSTOMER_NAV}
      brand={useSidebarBrand()}
      // No announcement: it is the panel's setting, which the server-rendered shell does not show; it shows with the page.
      // The visitor's currency is in their browser, not in the server-rendered page: a placeholder holds the picker's place.
      header={{ loading: true, currency: null, onCurrencyChange: ignore }}
    >
      <RouteSkeleton />
    </CustomerShell>
  );
}

/** `/dashboard/*`: the display currency (every amount below follows it), then the customer shell around the page. */
export default function CustomerLayout() {
  return (
    <RequireCustomer>
      <CustomerPricing>
        <CustomerArea />
      </CustomerPricing>
    </RequireCustomer>
  );
}

/**
 * The display currency, with the customer's own pricing (their discount from GET /user; the stored session's copy
 * until it answers), so every price below is the one the server charges.
 */
function CustomerPricing({ children }: { children: React.ReactNode }) {
  const session = useCustomerSession();
  const user = useQuery(userQuery);
  const account = user.data ?? session?.data;
  const discount = account?.discount_percent;
  const customPrices = account?.custom_unit_prices;
  const pricing = useMemo(() => customerPricing(discount, customPrices), [discount, customPrices]);
  return <CurrencyProvider pricing={pricing}>{children}</CurrencyProvider>;
}
