import { staffHeaderLabel } from "@smm/domain";
import { type AdminMenuAction, AdminShell, type AdminSystemStatus, PanelStandingBanner } from "@smm/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, redirect, useLocation, useNavigate } from "react-router";
import { PageOutlet } from "../../components/PageOutlet";
import { pagePath } from "../../lib/pagePath";
import { renderRouterLink } from "../../lib/renderLink";
import { adminSession, useAdminSession } from "../../lib/session";
import { useMainPanel } from "../../lib/settings";
import { adminNavFor } from "../../routeManifest/admin";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { showsNavItem } from "../lib/navAccess";
import { signOutAdmin } from "../lib/signOutAdmin";
import { RequireAdmin } from "./RequireAdmin";

const MENU_TARGETS: Record<Exclude<AdminMenuAction, "logout">, string> = {
  profile: "/admin/profile",
  "system-settings": "/admin/settings",
  security: "/admin/profile#security",
  help: "/admin/support",
};

/** The sidebar's Dashboard link is /admin; /admin/dashboard is the same page. */
function activeHrefOf(pathname: string): string {
  const path = pagePath(pathname);
  if (path === "/admin/dashboard") return "/admin";
  // A detail page marks its list: /admin/users/5 → /admin/users.
  const detail = path.match(/^\/admin\/(users|orders)\/.+$/);
  return detail ? `/admin/${detail[1]}` : path;
}

const PROFILE_PATH = "/admin/profile";

/** How often the sidebar asks for the system status while an admin page is open. */
const STATUS_REFRESH_MS = 60_000;

function AdminArea() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const session = useAdminSession();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  // Confirms the stored token with the server on load; a 401 ends the session (the guard then redirects).
  const me = useQuery({
    queryKey: adminKeys.me,
    queryFn: async ({ signal }) => {
      const admin = await adminApi.auth.me({ signal });
      adminSession.updateData(admin);
      return admin;
    },
    staleTime: 5 * 60_000,
  });

  // The sidebar's status line: the server's real state (database, jobs, providers), refreshed every minute.
  const status = useQuery({
    queryKey: adminKeys.systemStatus,
    queryFn: ({ signal }) => adminApi.system.status({ signal }),
    refetchInterval: STATUS_REFRESH_MS,
  });
  // On a child panel: suspended or cancelled, its owner reads why and how to open it again, on every admin page.
  const standing = useQuery({
    queryKey: adminKeys.panelStanding,
    queryFn: ({ signal }) => adminApi.childPanels.standing({ signal }),
    refetchInterval: STATUS_REFRESH_MS,
  });
  // A child panel has none: no Child Panels screen (the main panel's operator has it, sales on or off).
  const mainPanel = useMainPanel();
  const systemStatus: AdminSystemStatus = status.data ?? (status.isError ? "unavailable" : "checking");
  const role = me.data?.role ?? session?.data.role ?? "owner";
  // The owner requires two-factor sign-in and this operator has none: the server answers only its setup.
  const setupRequired = (me.data ?? session?.data)?.twoFactorSetupRequired === true;

  const onMenuSelect = async (action: AdminMenuAction) => {
    if (action === "logout") {
      await signOutAdmin(queryClient);
      navigate("/admin/login", { replace: true });
    } else navigate(MENU_TARGETS[action]);
  };

  if (setupRequired && pagePath(pathname) !== PROFILE_PATH) return <Navigate to={PROFILE_PATH} replace />;
  return (
    <AdminShell
      renderLink={renderRouterLink}
      activeHref={activeHrefOf(pathname)}
      systemStatus={systemStatus}
      navSections={adminNavFor((href) => showsNavItem(role, href, mainPanel))}
      sidebarOpen={sidebarOpen}
      onSidebarOpenChange={setSidebarOpen}
      topBar={{
        username: me.data?.username ?? session?.data.username,
        roleLabel: staffHeaderLabel(role),
        onMenuSelect: (action) => void onMenuSelect(action),
      }}
    >
      {standing.data && standing.data.status !== "active" && (
        <div className="mb-4">
          <PanelStandingBanner standing={standing.data} />
        </div>
      )}
      <PageOutlet />
    </AdminShell>
  );
}

/** Spec §2/§6 guard: a visitor without a stored admin session goes to /admin/login before any admin page loads. */
export function clientLoader() {
  if (!adminSession.read()) throw redirect("/admin/login");
  return null;
}

/** The admin area: the admin shell (sidebar, top bar) around the page, with skeleton and retry. */
export default function AdminLayout() {
  return (
    <RequireAdmin>
      <AdminArea />
    </RequireAdmin>
  );
}
