import { OPERATOR_PASSWORD_RULE, operatorNewPasswordSchema } from "@smm/domain";
import { AdminForm, type AdminFormField, Alert, AlertDescription, toast } from "@smm/ui";
import { useNavigate, useSearchParams } from "react-router";
import { adminApi } from "../lib/adminApi";
import { checkFields } from "../lib/checkFields";

export const ADMIN_PASSWORD_RESET_MESSAGE = "Your password has been reset. Please sign in.";
export const ADMIN_INVITATION_ACCEPTED_MESSAGE = "Your password is set. Please sign in.";

/** The wording of the page: a staff invitation's link carries `invite=1` (the server adds it), a reset link does not. */
const WORDING = {
  reset: {
    title: "Choose a new password",
    description: `${OPERATOR_PASSWORD_RULE}.`,
    submit: "Reset password",
    incomplete: "This reset link is incomplete. Ask for a new one.",
    done: ADMIN_PASSWORD_RESET_MESSAGE,
  },
  invite: {
    title: "Accept your invitation",
    description: `Choose your password to finish setting up your staff account. ${OPERATOR_PASSWORD_RULE}.`,
    submit: "Set password",
    incomplete: "This invitation link is incomplete. Ask the owner for a new one.",
    done: ADMIN_INVITATION_ACCEPTED_MESSAGE,
  },
} as const;

const FIELDS: readonly AdminFormField[] = [
  { name: "password", label: "New password", kind: "password", required: true },
  { name: "password_confirmation", label: "Confirm new password", kind: "password", required: true },
];

/**
 * `/admin/reset-password?token=...[&invite=1]`: the page a mailed reset or invitation link opens; the token is
 * single-use and expires.
 */
export default function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const wording = WORDING[params.get("invite") === "1" ? "invite" : "reset"];
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 bg-muted/40 p-4">
      {token === "" ? (
        <Alert variant="danger" className="max-w-md">
          <AlertDescription>{wording.incomplete}</AlertDescription>
        </Alert>
      ) : null}
      <AdminForm
        className="max-w-md"
        title={wording.title}
        description={wording.description}
        headingLevel="h1"
        fields={FIELDS}
        submitLabel={wording.submit}
        disabled={token === ""}
        onSubmit={async (values) => {
          checkFields(operatorNewPasswordSchema, values);
          await adminApi.profile.resetPassword({
            token,
            password: String(values.password),
            password_confirmation: String(values.password_confirmation),
          });
          toast.success(wording.done);
          navigate("/admin/login", { replace: true });
        }}
      />
    </main>
  );
}
