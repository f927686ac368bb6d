import { OPERATOR_PASSWORD_RULE, operatorPasswordChangeSchema } from "@smm/domain";
import { AdminForm, type AdminFormField, AdminSessions, errorMessage, RecordCard } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useAdminSession } from "../../lib/session";
import { TwoFactorSection } from "../components/TwoFactorSection";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { checkFields } from "../lib/checkFields";
import { useAdminAction } from "../lib/useAdminAction";

const PASSWORD_FIELDS: readonly AdminFormField[] = [
  {
    name: "current_password",
    label: "Current password",
    kind: "password",
    required: true,
    autoComplete: "current-password",
    wide: true,
  },
  { name: "password", label: "New password", kind: "password", required: true },
  { name: "password_confirmation", label: "Confirm new password", kind: "password", required: true },
];

/**
 * `/admin/profile`: the operator's account, a password change, two-factor sign-in and the signed-in sessions
 * (revocable).
 */
export default function Component() {
  const session = useAdminSession();
  const sessions = useQuery({
    queryKey: adminKeys.sessions,
    queryFn: ({ signal }) => adminApi.profile.sessions({ signal }),
  });
  const changePassword = useAdminAction(adminApi.profile.changePassword, {
    success: "Password changed",
    invalidate: [adminKeys.sessions],
  });
  const revoke = useAdminAction((id: number) => adminApi.profile.revokeSession(id), {
    success: "Session signed out",
    invalidate: [adminKeys.sessions],
  });
  const revokeOthers = useAdminAction(() => adminApi.profile.revokeOtherSessions(), {
    success: "Other sessions signed out",
    invalidate: [adminKeys.sessions],
  });
  return (
    <>
      <h1 className="font-semibold text-2xl tracking-tight">Profile and security</h1>
      <RecordCard
        title="Account"
        fields={[
          { label: "Username", value: session?.data.username ?? "—" },
          { label: "Email", value: session?.data.email ?? "—" },
        ]}
      />
      {session?.data.role === "owner" ? (
        <p className="text-sm">
          <Link className="font-medium text-primary underline-offset-4 hover:underline" to="/admin/staff">
            Staff accounts
          </Link>
          : invite staff with their own login and role, change or remove them.
        </p>
      ) : null}
      <section id="security" aria-label="Security" className="flex flex-col gap-6">
        <AdminForm
          title="Change password"
          description={`${OPERATOR_PASSWORD_RULE}; changing it signs out your other sessions.`}
          fields={PASSWORD_FIELDS}
          submitLabel="Change password"
          resetOnSuccess
          onSubmit={async (values) => {
            checkFields(operatorPasswordChangeSchema, values);
            await changePassword.submit({
              current_password: String(values.current_password),
              password: String(values.password),
              password_confirmation: String(values.password_confirmation),
            });
          }}
        />
        <TwoFactorSection />
        <AdminSessions
          sessions={sessions.data?.data ?? []}
          isLoading={sessions.isPending}
          error={sessions.isError ? errorMessage(sessions.error) : null}
          onRetry={() => void sessions.refetch()}
          onRevoke={(id) => revoke.run(id)}
          onRevokeOthers={() => revokeOthers.run(undefined)}
        />
      </section>
    </>
  );
}
