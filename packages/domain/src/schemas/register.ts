import { type InferType, object, string } from "yup";
import { TEXT_MAX_LENGTH } from "../constants";
import { REGISTER_MESSAGES as M } from "../messages";
import { confirmationOf, MIXED_CASE_AND_DIGIT } from "./rules";

/** Sign-up, keyed like the POST /register payload (spec §3) so server errors map onto the same fields. */
export const registerSchema = object({
  username: string()
    .trim()
    .required(M.usernameRequired)
    .min(3, M.usernameMin)
    .max(TEXT_MAX_LENGTH.username, M.usernameMax),
  email: string().trim().required(M.emailRequired).email(M.emailInvalid).max(TEXT_MAX_LENGTH.email, M.emailMax),
  first_name: string()
    .trim()
    .required(M.firstNameRequired)
    .min(2, M.firstNameMin)
    .max(TEXT_MAX_LENGTH.name, M.firstNameMax),
  last_name: string()
    .trim()
    .required(M.lastNameRequired)
    .min(2, M.lastNameMin)
    .max(TEXT_MAX_LENGTH.name, M.lastNameMax),
  password: string()
    .required(M.passwordRequired)
    .min(6, M.passwordMin)
    .matches(MIXED_CASE_AND_DIGIT, M.passwordPattern),
  password_confirmation: confirmationOf("password", { required: M.confirmRequired, mismatch: M.confirmMismatch }),
});

export type RegisterValues = InferType<typeof registerSchema>;
