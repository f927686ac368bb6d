import { z } from "zod";
import { REGISTER_MESSAGES as M } from "../messages";
import { MIXED_CASE_AND_DIGIT, matches, requiredSecret } from "./rules";

/** The operator password rule in words, as Profile, the invitation page and the README state it. */
export const OPERATOR_PASSWORD_RULE =
  "At least 8 characters with a lower-case letter, an upper-case letter and a digit";

export const OPERATOR_PASSWORD_MIN_MESSAGE = "Password must be at least 8 characters";

/**
 * Every operator password (the first operator's ADMIN_PASSWORD, a change in Profile, a reset or an invitation):
 * stricter than a customer's, since an operator moves money.
 */
export const operatorPassword = requiredSecret(M.passwordRequired)
  .min(8, OPERATOR_PASSWORD_MIN_MESSAGE)
  .regex(MIXED_CASE_AND_DIGIT, M.passwordPattern);

/** The new password and its confirmation, unrefined: the server's reset request adds the mailed token. */
export const newOperatorPasswordFields = z.object({
  password: operatorPassword,
  password_confirmation: requiredSecret(M.confirmRequired),
});
type NewOperatorPassword = z.output<typeof newOperatorPasswordFields>;
const confirmed = matches<NewOperatorPassword>("password", "password_confirmation", M.confirmMismatch);

/** An operator's new password from a mailed reset or invitation link, confirmed. */
export const operatorNewPasswordSchema = newOperatorPasswordFields.refine(...confirmed);

/** An operator's password change in Profile: the current password, then a new one by the operator rule. */
export const operatorPasswordChangeSchema = z
  .object({ current_password: requiredSecret(M.currentPasswordRequired) })
  .extend(newOperatorPasswordFields.shape)
  .refine(...confirmed);
