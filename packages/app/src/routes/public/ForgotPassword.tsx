import { ForgotPasswordForm } from "@smm/ui";
import { api } from "../../lib/api";
import { renderRouterLink } from "../../lib/renderLink";
import { PUBLIC_PAGES } from "../../routeManifest/public";

/** `/forgot-password`: asks the server to email a single-use reset link (same answer for unknown emails). */
export default function Component() {
  return (
    <div className="flex justify-center py-10">
      <ForgotPasswordForm
        headingLevel="h1"
        renderLink={renderRouterLink}
        backHref={PUBLIC_PAGES.home.path}
        onSubmit={async (values) => {
          await api.auth.forgotPassword(values);
        }}
      />
    </div>
  );
}
