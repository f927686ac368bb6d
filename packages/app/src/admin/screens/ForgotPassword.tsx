import { ForgotPasswordForm } from "@smm/ui";
import { renderRouterLink } from "../../lib/renderLink";
import { PUBLIC_PAGES } from "../../routeManifest/public";
import { adminApi } from "../lib/adminApi";

/** `/admin/forgot-password`: the server mails an operator a single-use reset link (same answer for any email). */
export default function Component() {
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-4">
      <ForgotPasswordForm
        className="w-full max-w-md"
        headingLevel="h1"
        renderLink={renderRouterLink}
        backHref={PUBLIC_PAGES.adminLogin.path}
        onSubmit={async ({ email }) => {
          await adminApi.profile.forgotPassword(email);
        }}
      />
    </main>
  );
}
