/** The signed-in operator's own two-factor sign-in (TOTP), and the owner's "require it for staff". */
import { z } from "zod";
import {
  staffTwoFactorRequirementSchema,
  twoFactorCodeBody,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
} from "../../twoFactor";
import { messageSchema } from "../common";
import { endpoint } from "../endpoint";

export const adminTwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left (0 when off). */
  recoveryCodesLeft: z.number().int(),
});
export type AdminTwoFactorStatus = z.output<typeof adminTwoFactorStatusSchema>;

/** Shown once, for the authenticator app; confirmed with a code before it counts. */
export const adminTwoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code: an SVG `data:` URL for an <img>. */
  qrCode: z.string(),
});
export type AdminTwoFactorSetup = z.output<typeof adminTwoFactorSetupSchema>;

/** Shown once: after the setup is confirmed, or when a new set replaces the old. */
export const adminRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type AdminRecoveryCodes = z.output<typeof adminRecoveryCodesSchema>;

const staffTwoFactorRequirementAnswer = z.object({ required: z.boolean() });

export const adminTwoFactorEndpoints = {
  status: endpoint({
    method: "GET",
    path: "/admin/two-factor",
    summary: "Whether two-factor sign-in is on, and the recovery codes left",
    response: adminTwoFactorStatusSchema,
  }),
  setup: endpoint({
    method: "POST",
    path: "/admin/two-factor/setup",
    summary: "A new authenticator secret (QR code and text), counted once a code confirms it",
    response: adminTwoFactorSetupSchema,
  }),
  enable: endpoint({
    method: "POST",
    path: "/admin/two-factor/enable",
    summary:
      "Confirm the setup with the password and a current code: on, with one-time recovery codes (shown once); other sessions end",
    body: twoFactorEnableSchema,
    response: adminRecoveryCodesSchema,
  }),
  replaceRecoveryCodes: endpoint({
    method: "POST",
    path: "/admin/two-factor/recovery-codes",
    summary: "Replace the recovery codes (confirmed with a current code); the old ones stop working",
    body: twoFactorCodeBody,
    response: adminRecoveryCodesSchema,
  }),
  disable: endpoint({
    method: "POST",
    path: "/admin/two-factor/disable",
    summary: "Turn two-factor sign-in off, with a current code or the password",
    body: twoFactorDisableSchema,
    response: messageSchema,
  }),
  staffRequirement: endpoint({
    method: "GET",
    path: "/admin/staff/two-factor",
    summary: "Whether the panel requires two-factor sign-in for staff (owner)",
    response: staffTwoFactorRequirementAnswer,
  }),
  setStaffRequirement: endpoint({
    method: "PUT",
    path: "/admin/staff/two-factor",
    summary: "Require two-factor sign-in for staff, or not (owner; on only once the owner has it)",
    body: staffTwoFactorRequirementSchema,
    response: staffTwoFactorRequirementAnswer,
  }),
};
