import { z } from "zod";
import { NEW_ORDER_MESSAGES as M } from "../messages";
import { emptyStringToUndefined } from "./rules";

/**
 * A whole number typed into a form (text) or sent as JSON (a number). An empty input is "missing", not "not a
 * number", so it reports `required`; anything else that is not a safe whole number reports `invalid`.
 */
export function wholeNumber(required: string, invalid: string) {
  return z.preprocess(
    (value) => {
      const given = emptyStringToUndefined(value);
      return typeof given === "string" ? Number(given.trim()) : given;
    },
    z.number({ error: (issue) => (issue.input === undefined ? required : invalid) }).int(invalid),
  );
}

const serviceField = wholeNumber(M.serviceRequired, M.serviceRequired).pipe(z.number().positive(M.serviceRequired));

/** Every field an order of some type takes besides its service (orderTypes reads those of the service's type). */
export const ORDER_FIELD_NAMES = [
  "link",
  "quantity",
  "comments",
  "usernames",
  "hashtags",
  "hashtag",
  "username",
  "media",
  "answer_number",
  "min",
  "max",
  "posts",
  "delay",
  "expiry",
  "runs",
  "interval",
] as const;
export type OrderFieldName = (typeof ORDER_FIELD_NAMES)[number];

const givenField = z.union([z.string().max(100_000), z.number()]).optional();

/**
 * A new order as the web API takes it, whatever the service: its id, and the fields as the customer typed them;
 * the server reads them for the chosen service's type with `priceOrder` (what the form itself shows).
 */
export const orderRequestSchema = z.object({
  service_id: serviceField,
  ...(Object.fromEntries(ORDER_FIELD_NAMES.map((name) => [name, givenField])) as Record<
    OrderFieldName,
    typeof givenField
  >),
});

export type OrderRequest = z.output<typeof orderRequestSchema>;
