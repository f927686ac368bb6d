import type {
  adminStaffEndpoints,
  BodyOf,
  InvitableStaffRole,
  ResponseOf,
  StaffTwoFactorRequirement,
} from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import { adminPath } from "./adminQuery";

export const ADMIN_STAFF_MESSAGES = {
  fetchFailed: "Failed to fetch the staff",
  inviteFailed: "Failed to invite the staff member",
  roleFailed: "Failed to change the role",
  removeFailed: "Failed to remove the staff member",
  requirementFailed: "Failed to fetch the two-factor requirement",
  saveRequirementFailed: "Failed to save the two-factor requirement",
} as const;

const M = ADMIN_STAFF_MESSAGES;
/** The answers' and bodies' types come from the contract (type-only: no zod in the browser). */
type Endpoints = typeof adminStaffEndpoints;
const staff = "/admin/staff";

/** The owner's staff accounts (only the owner may call these). */
export function adminStaffCalls(http: Http) {
  return {
    list(options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["list"]>>(
        { method: "GET", url: staff, authSession: "admin" },
        M.fetchFailed,
        options,
      );
    },

    /** POST /admin/staff: they get a mailed link to set their password, then sign in with their own login. */
    invite(values: BodyOf<Endpoints["invite"]>, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["invite"]>>(
        { method: "POST", url: staff, data: values, authSession: "admin" },
        M.inviteFailed,
        options,
      );
    },

    setRole(id: number, role: InvitableStaffRole, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["changeRole"]>>(
        { method: "PATCH", url: adminPath(staff, id), data: { role }, authSession: "admin" },
        M.roleFailed,
        options,
      );
    },

    /** DELETE /admin/staff/:id: their sessions end and they cannot sign in again. */
    remove(id: number, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["remove"]>>(
        { method: "DELETE", url: adminPath(staff, id), authSession: "admin" },
        M.removeFailed,
        options,
      );
    },

    /** GET /admin/staff/two-factor: whether the panel requires two-factor sign-in for staff. */
    twoFactorRequirement(options?: CallOptions) {
      return http.send<StaffTwoFactorRequirement>(
        { method: "GET", url: `${staff}/two-factor`, authSession: "admin" },
        M.requirementFailed,
        options,
      );
    },

    /** PUT /admin/staff/two-factor: on only once the owner has two-factor sign-in (else 422 on `required`). */
    setTwoFactorRequirement(values: StaffTwoFactorRequirement, options?: CallOptions) {
      return http.send<StaffTwoFactorRequirement>(
        { method: "PUT", url: `${staff}/two-factor`, data: values, authSession: "admin" },
        M.saveRequirementFailed,
        options,
      );
    },
  };
}
