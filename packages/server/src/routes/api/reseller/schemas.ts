/**
 * What API v2 answers, for the OpenAPI document (the request, `resellerRequest`, is the domain's contract, shown by
 * the panel's API page too).
 */
const text = { type: "string" } as const;
export const resellerFailure = {
  type: "object",
  description: "Any problem, in the API's own words (HTTP 200, which API v2 clients read)",
  properties: { error: text },
  required: ["error"],
} as const;
const orderStatus = {
  type: "object",
  properties: { charge: text, start_count: text, status: text, remains: text, currency: text },
} as const;
/** A batch answers per id: the item's answer or its error. */
const perId = (answer: object) =>
  ({ type: "object", additionalProperties: { oneOf: [answer, resellerFailure] } }) as const;

/**
 * What each action answers, for the document only: the route sends it with JSON.stringify, as it did without a
 * schema, because a union of this many shapes is what fast-json-stringify serialises slowest and API v2 is the
 * busiest route a reseller calls.
 */
export const resellerAnswer = {
  description: "services: a list; add: {order}; status, refill, refill_status, cancel: one answer or one per id",
  oneOf: [
    {
      type: "array",
      description: "action=services",
      items: {
        type: "object",
        properties: {
          service: { type: "integer" },
          name: text,
          type: text,
          category: text,
          description: { ...text, description: "What the service is; empty when none is written" },
          rate: { ...text, description: "Per 1000, with the customer's discount" },
          min: text,
          max: text,
          refill: { type: "boolean" },
          cancel: { type: "boolean" },
          dripfeed: { type: "boolean" },
        },
      },
    },
    { type: "object", description: "action=add", properties: { order: { type: "integer" } }, required: ["order"] },
    { ...orderStatus, description: "action=status with order" },
    { ...perId(orderStatus), description: "action=status with orders" },
    { type: "object", description: "action=balance", properties: { balance: text, currency: text } },
    { type: "object", description: "action=refill, refill_status", properties: { refill: {}, status: text } },
    { type: "array", description: "action=cancel, refill with orders", items: { type: "object" } },
    resellerFailure,
  ],
} as const;
