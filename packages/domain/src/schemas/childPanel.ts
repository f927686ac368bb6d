import { type InferType, object, string } from "yup";
import { CHILD_PANEL_MESSAGES as M } from "../messages";
import { CHILD_PANEL_CURRENCIES } from "../money/currencies";
import { isMoneyInput, isPositive } from "../money/decimal";
import { confirmationOf, DOMAIN_PATTERN, emptyStringToUndefined } from "./rules";

/**
 * Child panel order (spec §3, §5). The price stays a decimal string (at most 2 decimals, above 0) so it never
 * becomes a float.
 */
export const childPanelSchema = object({
  domain: string().trim().required(M.domainRequired).matches(DOMAIN_PATTERN, M.domainInvalid),
  currency: string()
    .transform(emptyStringToUndefined)
    .required(M.currencyRequired)
    .oneOf(CHILD_PANEL_CURRENCIES, M.currencyInvalid),
  adminUsername: string().trim().required(M.adminUsernameRequired).min(3, M.adminUsernameMin),
  adminPassword: string().required(M.adminPasswordRequired).min(8, M.adminPasswordMin),
  confirmPassword: confirmationOf("adminPassword", { required: M.confirmRequired, mismatch: M.confirmMismatch }),
  pricePerMonth: string()
    .trim()
    .required(M.priceRequired)
    .test("valid-price", M.priceInvalid, (value) => value === undefined || (isMoneyInput(value) && isPositive(value))),
});

export type ChildPanelValues = InferType<typeof childPanelSchema>;
