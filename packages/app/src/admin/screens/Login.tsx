import { TwoFactorRequiredError } from "@smm/api-client";
import { type AdminAuthResponse, TOAST_MESSAGES } from "@smm/domain";
import { AdminLoginForm, TwoFactorCodeForm, toast } from "@smm/ui";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { renderRouterLink } from "../../lib/renderLink";
import { adminSession, useAdminSession } from "../../lib/session";
import { PUBLIC_PAGES } from "../../routeManifest/public";
import { adminApi } from "../lib/adminApi";
import { homeScreenOf } from "../lib/navAccess";

/** `/admin/login`: 'Authenticating...' while the call runs, then 'Admin login successful!' and the dashboard (the
 * orders for a support agent, whose role cannot read the figures). With two-factor sign-in on, the password step
 * leads to the code step first; only the code step's answer is a session. */
export default function Component() {
  const navigate = useNavigate();
  const session = useAdminSession();
  const [leaving, setLeaving] = useState(false);
  // The password step's token: held in memory only, so a reload starts the sign-in over.
  const [twoFactorToken, setTwoFactorToken] = useState<string>();
  if (session && !leaving) return <Navigate to={homeScreenOf(session.data.role)} replace />;

  const signedIn = ({ token, admin }: AdminAuthResponse) => {
    setLeaving(true);
    adminSession.save({ token, data: admin }, { remember: true });
    toast.success(TOAST_MESSAGES.adminLoginSuccess);
    navigate(homeScreenOf(admin.role), { replace: true });
  };

  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-4">
      {twoFactorToken ? (
        <TwoFactorCodeForm
          className="w-full max-w-md"
          headingLevel="h1"
          pending={leaving}
          onBack={() => setTwoFactorToken(undefined)}
          onSubmit={async (code) =>
            signedIn(await adminApi.auth.loginWithCode({ two_factor_token: twoFactorToken, code }))
          }
        />
      ) : (
        <AdminLoginForm
          className="w-full max-w-md"
          headingLevel="h1"
          renderLink={renderRouterLink}
          forgotPasswordHref={PUBLIC_PAGES.adminForgotPassword.path}
          pending={leaving}
          onValidationError={(message) => toast.error(message)}
          onSubmit={async (values) => {
            try {
              signedIn(await adminApi.auth.login(values));
            } catch (error) {
              if (!(error instanceof TwoFactorRequiredError)) throw error;
              setTwoFactorToken(error.twoFactorToken);
            }
          }}
        />
      )}
    </main>
  );
}
