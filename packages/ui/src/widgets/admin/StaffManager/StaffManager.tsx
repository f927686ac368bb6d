import {
  INVITABLE_STAFF_ROLES,
  type InvitableStaffRole,
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_LABELS,
  type StaffInviteValues,
  type StaffMember,
} from "@smm/domain";
import type * as React from "react";
import { Badge } from "../../../display/Badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../../display/Card";
import { Skeleton } from "../../../display/Skeleton";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../forms/Select";
import { Button } from "../../../primitives/Button";
import { AdminForm } from "../AdminForm";
import type { AdminFormField } from "../AdminForm/adminFormFields";

const ROLE_OPTIONS = INVITABLE_STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));
const ROLE_HINT = INVITABLE_STAFF_ROLES.map(
  (role) => `${STAFF_ROLE_LABELS[role]}: ${STAFF_ROLE_DESCRIPTIONS[role]}`,
).join(" ");

const INVITE_FIELDS: readonly AdminFormField[] = [
  { name: "username", label: "Username", kind: "text", required: true, autoComplete: "off" },
  { name: "email", label: "Email", kind: "email", required: true, autoComplete: "off" },
  { name: "role", label: "Role", kind: "select", required: true, options: ROLE_OPTIONS, wide: true, hint: ROLE_HINT },
];

export type StaffManagerProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Every operator, the owner first; `undefined` while they load. */
  members: readonly StaffMember[] | undefined;
  /** Invites; reject with the api-client's error to show it on the form. */
  onInvite: (values: StaffInviteValues) => Promise<void>;
  onRoleChange: (id: number, role: InvitableStaffRole) => void;
  onRemove: (member: StaffMember) => void;
  /** The member whose change is being saved. */
  busyId?: number | null;
};

/**
 * The owner's staff accounts: invite someone with a role (they set their own password from the mailed link), change
 * a role, remove a member. The owner's own account is listed but cannot be changed here.
 */
export function StaffManager({
  members,
  onInvite,
  onRoleChange,
  onRemove,
  busyId = null,
  ...props
}: StaffManagerProps) {
  return (
    <div data-slot="staff-manager" className="grid items-start gap-6 xl:grid-cols-2 [&>*]:min-w-0" {...props}>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Staff</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {members === undefined ? (
            <Skeleton className="h-24 w-full" />
          ) : (
            <ul aria-label="Staff" className="divide-y rounded-md border">
              {members.map((member) => (
                <StaffRow
                  key={member.id}
                  member={member}
                  busy={busyId === member.id}
                  onRoleChange={onRoleChange}
                  onRemove={onRemove}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <AdminForm
        title="Invite a staff member"
        description="They get a link by mail to set their own password, then sign in with their email."
        fields={INVITE_FIELDS}
        defaultValues={{ role: "support" }}
        submitLabel="Send invitation"
        resetOnSuccess
        disabled={members === undefined}
        onSubmit={(values) =>
          onInvite({
            username: String(values.username),
            email: String(values.email),
            role: values.role as InvitableStaffRole,
          })
        }
      />
    </div>
  );
}

function StaffRow({
  member,
  busy,
  onRoleChange,
  onRemove,
}: {
  member: StaffMember;
  busy: boolean;
  onRoleChange: StaffManagerProps["onRoleChange"];
  onRemove: StaffManagerProps["onRemove"];
}) {
  const fixed = member.role === "owner" || member.disabled;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-3 py-3 text-sm">
      <span className="min-w-0">
        <span className="block font-medium">{member.username}</span>
        <span className="block break-all text-muted-foreground">{member.email}</span>
      </span>
      {fixed ? (
        <span className="flex gap-2">
          <Badge>{STAFF_ROLE_LABELS[member.role]}</Badge>
          {member.disabled ? <Badge variant="danger">Removed</Badge> : null}
        </span>
      ) : (
        <span className="flex flex-wrap items-center gap-2">
          <Select
            value={member.role}
            disabled={busy}
            onValueChange={(role) => onRoleChange(member.id, role as InvitableStaffRole)}
          >
            <SelectTrigger aria-label={`Role of ${member.username}`} className="w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {INVITABLE_STAFF_ROLES.map((role) => (
                <SelectItem key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button
            type="button"
            variant="outline"
            size="sm"
            pending={busy}
            aria-label={`Remove ${member.username}`}
            onClick={() => onRemove(member)}
          >
            Remove
          </Button>
        </span>
      )}
    </li>
  );
}
