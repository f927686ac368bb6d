import { type AdminMenuAction, AdminShell } from "@smm/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { RouteErrorBoundary } from "../../components/RouteErrorBoundary";
import { RouteSkeleton } from "../../components/RouteSkeleton";
import { api } from "../../lib/api";
import { renderRouterLink } from "../../lib/renderLink";
import { adminSession, useAdminSession } from "../../lib/session";
import { adminKeys } from "../lib/adminKeys";
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
  const path = pathname.replace(/\/+$/, "");
  if (path === "/admin/dashboard") return "/admin";
  // A detail page marks its list: /admin/users/5 → /admin/users.
  const detail = path.match(/^\/admin\/(users|orders)\/.+$/);
  return detail ? `/admin/${detail[1]}` : path;
}

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
      const admin = await api.admin.auth.me({ signal });
      adminSession.updateData(admin);
      return admin;
    },
    staleTime: 5 * 60_000,
  });

  const onMenuSelect = async (action: AdminMenuAction) => {
    if (action === "logout") {
      await signOutAdmin(queryClient);
      navigate("/admin/login", { replace: true });
    } else navigate(MENU_TARGETS[action]);
  };

  return (
    <AdminShell
      renderLink={renderRouterLink}
      activeHref={activeHrefOf(pathname)}
      sidebarOpen={sidebarOpen}
      onSidebarOpenChange={setSidebarOpen}
      topBar={{
        username: me.data?.username ?? session?.data.username,
        onMenuSelect: (action) => void onMenuSelect(action),
      }}
    >
      <RouteErrorBoundary>
        <Suspense fallback={<RouteSkeleton />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </AdminShell>
  );
}

/** `/admin/*` behind the guard: the admin shell (sidebar, top bar) around the page, with skeleton and retry. */
export function AdminLayout() {
  return (
    <RequireAdmin>
      <AdminArea />
    </RequireAdmin>
  );
}
