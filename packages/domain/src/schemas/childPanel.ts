import { z } from "zod";
import { CHILD_PANEL_MESSAGES as M } from "../messages";
import { CHILD_PANEL_CURRENCIES } from "../money/currencies";
import { isMoneyInput, isPositive } from "../money/decimal";
import {
  DOMAIN_PATTERN,
  emptyStringToUndefined,
  matches,
  requiredSecret,
  requiredText,
  USERNAME_PATTERN,
} from "./rules";

const childPanelFields = z.object({
  domain: requiredText(M.domainRequired).regex(DOMAIN_PATTERN, M.domainInvalid),
  // The message names the codes in capitals (USD, NGN…): they are accepted in any case and kept as the spec's
  // lower-case values.
  currency: z.preprocess(
    (value) => {
      const given = emptyStringToUndefined(value);
      return typeof given === "string" ? given.trim().toLowerCase() : given;
    },
    z.enum(CHILD_PANEL_CURRENCIES, {
      error: (issue) => (issue.input === undefined ? M.currencyRequired : M.currencyInvalid),
    }),
  ),
  adminUsername: requiredText(M.adminUsernameRequired)
    .min(3, M.adminUsernameMin)
    .regex(USERNAME_PATTERN, M.adminUsernamePattern),
  adminPassword: requiredSecret(M.adminPasswordRequired).min(8, M.adminPasswordMin),
  confirmPassword: requiredSecret(M.confirmRequired),
  pricePerMonth: requiredText(M.priceRequired).refine(
    (value) => isMoneyInput(value) && isPositive(value),
    M.priceInvalid,
  ),
});

/**
 * Child panel order (spec §3, §5). The price stays a decimal string (at most 2 decimals, above 0) so it never
 * becomes a float.
 */
export const childPanelSchema = childPanelFields.refine(
  ...matches<z.output<typeof childPanelFields>>("adminPassword", "confirmPassword", M.confirmMismatch),
);

export type ChildPanelValues = z.output<typeof childPanelSchema>;
