import { z } from "zod";
import { TEXT_MAX_LENGTH } from "../constants";
import { REGISTER_MESSAGES as M } from "../messages";
import { MIXED_CASE_AND_DIGIT, matches, requiredSecret, requiredText, USERNAME_PATTERN } from "./rules";

/** The sign-up fields without the confirmation rule (the profile edit reuses the names). */
export const registerFields = z.object({
  username: requiredText(M.usernameRequired)
    .min(3, M.usernameMin)
    .max(TEXT_MAX_LENGTH.username, M.usernameMax)
    .regex(USERNAME_PATTERN, M.usernamePattern),
  email: requiredText(M.emailRequired).pipe(z.email(M.emailInvalid).max(TEXT_MAX_LENGTH.email, M.emailMax)),
  first_name: requiredText(M.firstNameRequired).min(2, M.firstNameMin).max(TEXT_MAX_LENGTH.name, M.firstNameMax),
  last_name: requiredText(M.lastNameRequired).min(2, M.lastNameMin).max(TEXT_MAX_LENGTH.name, M.lastNameMax),
  password: requiredSecret(M.passwordRequired).min(6, M.passwordMin).regex(MIXED_CASE_AND_DIGIT, M.passwordPattern),
  password_confirmation: requiredSecret(M.confirmRequired),
});

/** Sign-up, keyed like the POST /register payload (spec §3) so server errors map onto the same fields. */
export const registerSchema = registerFields.refine(
  ...matches<z.output<typeof registerFields>>("password", "password_confirmation", M.confirmMismatch),
);

export type RegisterValues = z.output<typeof registerSchema>;

/** The profile edit: the sign-up's name rules. */
export const profileSchema = registerFields.pick({ first_name: true, last_name: true });

const newPasswordFields = registerFields.pick({ password: true, password_confirmation: true });
const confirmed = matches<z.output<typeof newPasswordFields>>("password", "password_confirmation", M.confirmMismatch);

/** A new password (reset, change) follows the sign-up rules, confirmed. */
export const newPasswordSchema = newPasswordFields.refine(...confirmed);

/** A signed-in password change: the current password, then a new one by the sign-up rules. */
export const passwordChangeSchema = z
  .object({ current_password: requiredSecret(M.currentPasswordRequired) })
  .extend(newPasswordFields.shape)
  .refine(...confirmed);

export type ProfileValues = z.output<typeof profileSchema>;
export type NewPasswordValues = z.output<typeof newPasswordSchema>;
export type PasswordChangeValues = z.output<typeof passwordChangeSchema>;
