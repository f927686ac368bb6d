import { TOAST_MESSAGES } from "@smm/domain";
import { AdminLoginForm, toast } from "@smm/ui";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { renderRouterLink } from "../../lib/renderLink";
import { adminSession, useAdminSession } from "../../lib/session";
import { adminApi } from "../lib/adminApi";
import { homeScreenOf } from "../lib/navAccess";

/** `/admin/login`: 'Authenticating...' while the call runs, then 'Admin login successful!' and the dashboard (the
 * orders for a support agent, whose role cannot read the figures). */
export default function Component() {
  const navigate = useNavigate();
  const session = useAdminSession();
  const [leaving, setLeaving] = useState(false);
  if (session && !leaving) return <Navigate to={homeScreenOf(session.data.role)} replace />;
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-4">
      <AdminLoginForm
        className="w-full max-w-md"
        renderLink={renderRouterLink}
        pending={leaving}
        onValidationError={(message) => toast.error(message)}
        onSubmit={async (values) => {
          const { token, admin } = await adminApi.auth.login(values);
          setLeaving(true);
          adminSession.save({ token, data: admin }, { remember: true });
          toast.success(TOAST_MESSAGES.adminLoginSuccess);
          navigate(homeScreenOf(admin.role), { replace: true });
        }}
      />
    </main>
  );
}
