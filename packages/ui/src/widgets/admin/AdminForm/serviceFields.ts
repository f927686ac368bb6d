import { usualMinutesError } from "@smm/domain";
import type { AdminFormField } from "./adminFormFields";

/** The service editor's usual delivery time (what makes an order "stuck"), checked by the domain's rule. */
export const USUAL_DELIVERY_FIELD: AdminFormField = {
  name: "usualMinutes",
  label: "Usual delivery time (minutes)",
  kind: "number",
  step: "1",
  hint: "Orders open over twice this long are flagged as stuck. Empty: learned from completed orders.",
  validate: usualMinutesError,
};
