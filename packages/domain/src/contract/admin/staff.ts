/** The owner's staff accounts: list, invite, change a role, remove. Only the owner reaches them. */
import { z } from "zod";
import { staffInviteSchema, staffRoleSchema } from "../../schemas/staffInvite";
import { STAFF_ROLES } from "../../staff";
import { idParams, isoDateTime } from "../common";
import { endpoint } from "../endpoint";

/** A staff account as the owner's Staff screen lists it. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean().describe("Removed staff keep their name in the audit trail but cannot sign in"),
  createdAt: isoDateTime,
});
export type StaffMember = z.output<typeof staffMemberSchema>;

export const adminStaffEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/staff",
    summary: "The operators: the owner and the staff, with their roles",
    response: z.object({ data: z.array(staffMemberSchema) }),
  }),
  invite: endpoint({
    method: "POST",
    path: "/admin/staff",
    summary: "Invite a staff member with a role: they set their password from the mailed link",
    body: staffInviteSchema,
    response: staffMemberSchema,
    status: 201,
  }),
  changeRole: endpoint({
    method: "PATCH",
    path: "/admin/staff/:id",
    summary: "Change a staff member's role",
    params: idParams,
    body: z.object({ role: staffRoleSchema }),
    response: staffMemberSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/admin/staff/:id",
    summary: "Remove a staff member: their sessions end and they cannot sign in; the audit trail keeps their name",
    params: idParams,
    response: staffMemberSchema,
  }),
};
