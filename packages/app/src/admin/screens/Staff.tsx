import type { InvitableStaffRole, StaffMember } from "@smm/domain";
import { STAFF_ROLE_LABELS } from "@smm/domain";
import { AdminForm, type AdminFormField, ConfirmDialog, StaffManager } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadFailure } from "../components/LoadFailure";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { useAdminAction } from "../lib/useAdminAction";

const REQUIREMENT_FIELDS: readonly AdminFormField[] = [
  {
    name: "required",
    label: "Require two-factor sign-in for staff",
    kind: "switch",
    hint: "Staff without it are sent to set it up before anything else answers. Turn it on for your own account first (on your profile).",
    wide: true,
  },
];

/** `/admin/staff`: the owner's staff accounts: invite with a role, change a role, remove (the server allows only the owner). */
export default function Component() {
  const staff = useQuery({ queryKey: adminKeys.staff, queryFn: ({ signal }) => adminApi.staff.list({ signal }) });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const invalidate = [adminKeys.staff];
  const invite = useAdminAction(adminApi.staff.invite, {
    success: (member) => `Invitation sent to ${member.email}`,
    invalidate,
  });
  const setRole = useAdminAction(
    ({ id, role }: { id: number; role: InvitableStaffRole }) => adminApi.staff.setRole(id, role),
    { success: (member) => `${member.username} is now ${STAFF_ROLE_LABELS[member.role]}`, invalidate },
  );
  const requirement = useQuery({
    queryKey: adminKeys.staffTwoFactor,
    queryFn: ({ signal }) => adminApi.staff.twoFactorRequirement({ signal }),
  });
  const saveRequirement = useAdminAction(adminApi.staff.setTwoFactorRequirement, {
    success: ({ required }) =>
      required ? "Two-factor sign-in is now required for staff" : "Two-factor sign-in is no longer required",
    invalidate: [adminKeys.staffTwoFactor],
  });
  const remove = useAdminAction((member: StaffMember) => adminApi.staff.remove(member.id), {
    success: (member) => `${member.username} was removed and signed out`,
    invalidate,
  });

  if (staff.isError)
    return <LoadFailure title="Could not load the staff" error={staff.error} onRetry={staff.refetch} />;
  return (
    <>
      <h1 className="font-semibold text-2xl tracking-tight">Staff</h1>
      <StaffManager
        members={staff.data?.data}
        busyId={setRole.pending || remove.pending ? busyId : null}
        onInvite={async (values) => {
          await invite.submit(values);
        }}
        onRoleChange={(id, role) => {
          setBusyId(id);
          setRole.run({ id, role });
        }}
        onRemove={setRemoving}
      />
      {requirement.data ? (
        <AdminForm
          // A fresh form for each saved value, so the switch starts from what the server holds.
          key={String(requirement.data.required)}
          title="Two-factor sign-in"
          fields={REQUIREMENT_FIELDS}
          defaultValues={{ required: requirement.data.required }}
          onSubmit={async (values) => {
            await saveRequirement.submit({ required: values.required === true });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.username ?? "this staff member"}?`}
        description="Every session of theirs ends now and they cannot sign in again; the system log keeps their name."
        confirmLabel="Remove"
        cancelLabel="Go back"
        variant="destructive"
        onConfirm={() => {
          if (!removing) return;
          setBusyId(removing.id);
          remove.run(removing);
        }}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
      />
    </>
  );
}
