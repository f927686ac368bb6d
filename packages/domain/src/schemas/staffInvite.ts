import { z } from "zod";
import { TEXT_MAX_LENGTH } from "../constants";
import { REGISTER_MESSAGES } from "../messages";
import { INVITABLE_STAFF_ROLES, STAFF_ROLE_LABELS } from "../staff";
import { requiredText, USERNAME_PATTERN } from "./rules";

const ROLE_MESSAGE = `Choose a role: ${INVITABLE_STAFF_ROLES.map((role) => STAFF_ROLE_LABELS[role]).join(", ")}.`;

export const staffRoleSchema = z.enum(INVITABLE_STAFF_ROLES, { error: ROLE_MESSAGE });

/** The owner's invitation of a staff member (POST /admin/staff): who, and with which role. */
export const staffInviteSchema = z.object({
  username: requiredText("Username is required")
    .min(3, "Username must be at least 3 characters")
    .max(TEXT_MAX_LENGTH.username, `Username must be at most ${TEXT_MAX_LENGTH.username} characters`)
    .regex(USERNAME_PATTERN, REGISTER_MESSAGES.usernamePattern),
  email: requiredText("Email is required").pipe(z.email("Email must be a valid email")),
  role: staffRoleSchema,
});

export type StaffInviteValues = z.output<typeof staffInviteSchema>;
