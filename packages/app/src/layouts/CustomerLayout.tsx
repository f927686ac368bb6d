import { pricingWithDiscount } from "@smm/domain";
import type { CustomerMenuAction } from "@smm/ui";
import { CustomerShell } from "@smm/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type * as React from "react";
import { useLayoutEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { AccountDialog, type AccountDialogTab } from "../components/AccountDialog";
import { PageOutlet } from "../components/PageOutlet";
import { RequireCustomer } from "../components/RequireCustomer";
import { SiteNotices } from "../components/SiteNotices";
import { api } from "../lib/api";
import { CurrencyProvider, useCurrency } from "../lib/currency";
import { useNotifications, userQuery, useUser } from "../lib/customerQueries";
import { removePrerenderedShell } from "../lib/prerenderedShell";
import { queryKeys } from "../lib/queryKeys";
import { renderRouterLink } from "../lib/renderLink";
import { useCustomerSession } from "../lib/session";
import { signOutCustomer } from "../lib/signOut";

/** Remembered for this browser session only, so the notice comes back on the next visit. */
const BANNER_DISMISSED_KEY = "tiktokBannerDismissed";

function useBannerOpen(): [boolean, () => void] {
  const [open, setOpen] = useState(() => window.sessionStorage.getItem(BANNER_DISMISSED_KEY) !== "1");
  return [
    open,
    () => {
      window.sessionStorage.setItem(BANNER_DISMISSED_KEY, "1");
      setOpen(false);
    },
  ];
}

function CustomerArea() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const session = useCustomerSession();
  const user = useUser();
  const notifications = useNotifications();
  const { currency, setCurrency } = useCurrency();
  const [bannerOpen, dismissBanner] = useBannerOpen();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [accountTab, setAccountTab] = useState<AccountDialogTab | null>(null);
  const markAllRead = useMutation({
    mutationFn: () => api.notifications.markAllRead(),
    onSuccess: (list) => queryClient.setQueryData(queryKeys.notifications, list),
  });

  const onMenuSelect = async (action: CustomerMenuAction) => {
    if (action === "logout") {
      await signOutCustomer();
      navigate("/", { replace: true });
    } else if (action === "help") navigate("/dashboard/support");
    else setAccountTab(action);
  };

  // The sidebar marks the page the customer is on; /dashboard/ and /dashboard are the same page.
  const activeHref = pathname.replace(/\/+$/, "") || "/";
  return (
    <CustomerShell
      renderLink={renderRouterLink}
      activeHref={activeHref}
      bannerOpen={bannerOpen}
      onBannerDismiss={dismissBanner}
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
      <AccountDialog tab={accountTab} onTabChange={setAccountTab} />
    </CustomerShell>
  );
}

/** `/dashboard/*`: the guard, the display currency (every amount below follows it), then the customer shell (header, TikTok banner, sidebar) around the page. */
export function Component() {
  // The shell the server prerendered into the page (if any) goes in the commit that shows this one, or that sends a
  // signed-out visitor away (for whom it was hidden).
  useLayoutEffect(removePrerenderedShell, []);
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
  const discount = (user.data ?? session?.data)?.discount_percent;
  const pricing = useMemo(() => pricingWithDiscount(discount), [discount]);
  return <CurrencyProvider pricing={pricing}>{children}</CurrencyProvider>;
}
