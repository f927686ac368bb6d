import { z } from "zod";
import { TEXT_MAX_LENGTH } from "../constants";
import { LOGIN_MESSAGES } from "../messages";
import { requiredSecret, requiredText } from "./rules";

/** At least 6 characters with a lowercase, an uppercase and a digit (spec §5). */
export const LOGIN_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,}$/;

/** Customer sign-in; the form shows only `firstError` (spec §5). */
export const loginSchema = z.object({
  login: requiredText(LOGIN_MESSAGES.loginRequired)
    .min(3, LOGIN_MESSAGES.loginMin)
    .max(TEXT_MAX_LENGTH.login, LOGIN_MESSAGES.loginMax),
  password: requiredSecret(LOGIN_MESSAGES.passwordRequired).regex(
    LOGIN_PASSWORD_PATTERN,
    LOGIN_MESSAGES.passwordPattern,
  ),
});

export type LoginValues = z.output<typeof loginSchema>;
