import { AdminForm, type AdminFormField, Alert, AlertDescription, toast } from "@smm/ui";
import { useNavigate, useSearchParams } from "react-router";
import { adminApi } from "../lib/adminApi";

export const ADMIN_PASSWORD_RESET_MESSAGE = "Your password has been reset. Please sign in.";

const FIELDS: readonly AdminFormField[] = [
  { name: "password", label: "New password", kind: "password", required: true },
  { name: "password_confirmation", label: "Confirm new password", kind: "password", required: true },
];

/** `/admin/reset-password?token=...`: the page the emailed link opens; the token is single-use and expires. */
export default function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 bg-muted/40 p-4">
      {token === "" ? (
        <Alert variant="danger" className="max-w-md">
          <AlertDescription>This reset link is incomplete. Ask for a new one.</AlertDescription>
        </Alert>
      ) : null}
      <AdminForm
        className="max-w-md"
        title="Choose a new password"
        headingLevel="h1"
        fields={FIELDS}
        submitLabel="Reset password"
        disabled={token === ""}
        onSubmit={async (values) => {
          await adminApi.profile.resetPassword({
            token,
            password: String(values.password),
            password_confirmation: String(values.password_confirmation),
          });
          toast.success(ADMIN_PASSWORD_RESET_MESSAGE);
          navigate("/admin/login", { replace: true });
        }}
      />
    </main>
  );
}
