import { ForgotPasswordForm } from "@smm/ui";
import { api } from "../../lib/api";
import { renderRouterLink } from "../../lib/renderLink";

/** `/admin/forgot-password`: the server mails an operator a single-use reset link (same answer for any email). */
export default function Component() {
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-4">
      <ForgotPasswordForm
        className="w-full max-w-md"
        headingLevel="h1"
        renderLink={renderRouterLink}
        backHref="/admin/login"
        onSubmit={async ({ email }) => {
          await api.admin.profile.forgotPassword(email);
        }}
      />
    </main>
  );
}
