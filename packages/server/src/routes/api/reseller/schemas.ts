import { z } from "zod";

/**
 * The Reseller API v2 request as the OpenAPI document describes it: `key` + `action`, one shape per action, sent as
 * a form, JSON or multipart body (or the query string). Values may arrive as text (forms) or numbers (JSON).
 */
const number = z.union([z.number().int(), z.string()]);
const idList = z.string().describe("Comma-separated ids, at most 100");
const key = z.string().describe("Your API key (or send it in the X-Api-Key header)");

const addFields = {
  action: z.literal("add"),
  key,
  service: number.describe("Service id (action=services lists them with their type)"),
  link: z.string().optional().describe("http(s) link of the page or post (every type but Subscriptions)"),
  quantity: number.optional().describe("Default, Mentions, Poll: how many"),
  runs: number.optional().describe("Default type, drip-feed: how many runs (with interval)"),
  interval: number.optional().describe("Default type, drip-feed: minutes between runs (with runs)"),
  comments: z.string().optional().describe("Custom Comments: one comment per line"),
  usernames: z.string().optional().describe("Mentions: the usernames to mention"),
  answer_number: number.optional().describe("Poll: the answer to vote for"),
  username: z.string().optional().describe("Subscriptions: the account to follow"),
  min: number.optional().describe("Subscriptions: least per post"),
  max: number.optional().describe("Subscriptions: most per post"),
  posts: number.optional().describe("Subscriptions: how many new posts (optional)"),
  delay: number.optional().describe("Subscriptions: minutes to wait after a post (optional)"),
  expiry: z.string().optional().describe("Subscriptions: last day, e.g. 31/12/2026 (optional)"),
};

export const resellerRequest = z.discriminatedUnion("action", [
  z.object({ action: z.literal("services"), key }).describe("The services on offer, with rate, bounds and type"),
  z.object(addFields).describe("Place an order; the fields each service type takes are listed"),
  z
    .object({ action: z.literal("status"), key, order: number.optional(), orders: idList.optional() })
    .describe("Status of one order (`order`) or several (`orders`)"),
  z.object({ action: z.literal("balance"), key }).describe("The balance and its currency"),
  z
    .object({ action: z.literal("refill"), key, order: number.optional(), orders: idList.optional() })
    .describe("Ask a refill of one completed order or several"),
  z
    .object({ action: z.literal("refill_status"), key, refill: number.optional(), refills: idList.optional() })
    .describe("Status of one refill or several"),
  z.object({ action: z.literal("cancel"), key, orders: idList }).describe("Ask to cancel open orders"),
]);

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
