/**
 * The reseller API v2 request, declared once: each parameter with the one description that both the OpenAPI
 * document (the server's `POST /api/v2` schema) and the API page of the panel (`@smm/ui`'s ApiDocs) show, and the
 * discriminated union the server parses every call with (`resellerRequest.safeParse`).
 *
 * API v2 clients are old scripts, so the union reads what they send as leniently as the API always has: a value may
 * be text (forms, the query string) or a number (JSON); `null`, `"undefined"` and junk in an order's fields are left
 * to the order rules (`priceOrder`), which answer each problem in the API's words; unknown fields are dropped. The
 * only refusals here are a missing or unknown `action`, a `key` that is not text, an order's `service` that is not
 * text or a whole number, a list of ids that is empty or longer than RESELLER_MAX_IDS, and a refill, refill status
 * or cancel naming nothing: the server answers them in the API's words (`resellerRefusal`) once the key is known
 * good (a bad key is answered first, as on every call).
 */
import { z } from "zod";
import { RESELLER_API_ERRORS, RESELLER_MAX_IDS, type ResellerAction } from "../api/reseller";
import { INT_MAX } from "../orderTypes/fields";

const number = z.union([z.number().int(), z.string()]);
const text = z.string();
const idList = (what: string) => text.describe(`${what} IDs, comma-separated (up to ${RESELLER_MAX_IDS})`);

/** Every parameter an action takes besides `action`, with its description. */
export const RESELLER_PARAMETERS = {
  key: text.describe("Your API key (or send it in the X-Api-Key header)"),
  service: number.describe("Service ID"),
  link: text.describe("Link to the page or post"),
  quantity: number.describe("Needed quantity"),
  runs: number.describe("Drip-feed: number of runs (needs interval)"),
  interval: number.describe("Drip-feed: minutes between runs (needs runs)"),
  comments: text.describe("Comments, one per line"),
  usernames: text.describe(
    "Usernames to mention, one per line (Mentions Custom List: the list, sent as usernames or comments, whose length is the quantity)",
  ),
  hashtags: text.describe("Mentions with Hashtags: hashtags to add"),
  hashtag: text.describe("Mentions Hashtag, instead of usernames: the hashtag whose users are mentioned"),
  username: text.describe(
    "Subscriptions: the account to follow; Mentions User Followers, instead of usernames: the account whose followers are mentioned",
  ),
  media: text.describe("Mentions Media Likers, instead of usernames: the post whose likers are mentioned"),
  answer_number: number.describe("Number of the answer to vote for"),
  min: number.describe("Minimum quantity per post"),
  max: number.describe("Maximum quantity per post"),
  posts: number.describe("Number of new posts to cover"),
  delay: number.describe("Minutes to wait after a post"),
  expiry: text.describe("Last day of the subscription (dd/mm/yyyy)"),
  order: number.describe("Order ID"),
  orders: idList("Order"),
  refill: number.describe("Refill ID"),
  refills: idList("Refill"),
} as const;

export type ResellerParameter = keyof typeof RESELLER_PARAMETERS;

/** An id as sent (`text`, the answer's slot for it) and read (`id`: a positive int4, else undefined). */
export interface SentId {
  text: string;
  id: number | undefined;
}

/** A positive integer id (at most int4) from a number or its digits, else undefined. */
export function resellerIdOf(given: unknown): number | undefined {
  const digits = typeof given === "number" ? String(given) : typeof given === "string" ? given.trim() : "";
  if (!/^\d{1,10}$/.test(digits)) return undefined;
  const id = Number(digits);
  return id >= 1 && id <= INT_MAX ? id : undefined;
}

const sentId = (sent: string): SentId => ({ text: sent, id: resellerIdOf(sent) });

/*
 * Readers: each wraps a documented parameter (RESELLER_PARAMETERS) in a `z.preprocess`, which the OpenAPI document
 * renders as the documented schema itself, and gives the handler a typed value.
 */

/** Text as sent, a number as its digits; undefined for anything else. */
const scalarText = (given: unknown) =>
  typeof given === "number" ? String(given) : typeof given === "string" ? given : undefined;

/** An order's field for the order rules, as text; any other value counts as not sent (as the rules read it). */
const orderField = (documented: z.ZodType<string | number>) =>
  z.preprocess(scalarText, documented.optional()).optional();

/** The service: its id, or undefined for text that is none (both answered "Incorrect service ID"). */
const serviceId = RESELLER_PARAMETERS.service.transform(resellerIdOf);

/** One id (`order`, `refill`), whatever was sent: a value that is no id is answered as an unknown one. */
const oneId = (documented: z.ZodType<string | number>) =>
  z
    .preprocess((given) => String(given), documented)
    .transform((sent) => sentId(String(sent)))
    .optional();

/** Ids comma-separated (or a JSON array, or one number): 1 to RESELLER_MAX_IDS of them, blanks dropped. */
const idsList = (documented: z.ZodType<string>) =>
  z
    .preprocess(
      (given) => (Array.isArray(given) ? given.map(String).join(",") : (scalarText(given) ?? given)),
      documented,
    )
    .transform((sent) =>
      sent
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string()).min(1).max(RESELLER_MAX_IDS))
    .transform((items) => items.map(sentId))
    .optional();

const P = RESELLER_PARAMETERS;
const call = <A extends ResellerAction, S extends z.ZodRawShape>(action: A, shape: S, summary: string) =>
  z.object({ action: z.literal(action), key: P.key, ...shape }).describe(summary);

/** Refill, refill status and cancel act on `single` or on the list `many` (which wins when both are sent). */
const namesSomething = (single: string, many: string) => (request: Record<string, unknown>) =>
  request[single] !== undefined || request[many] !== undefined;

/**
 * One shape per action. `add` lists every type's fields as optional: which a type needs is the order rules' to say
 * (ORDER_TYPE_FIELDS), and a missing one is answered in its own words ("Comments are required").
 */
export const resellerRequest = z.discriminatedUnion("action", [
  call("services", {}, "The services on offer, with rate, bounds and type"),
  call(
    "add",
    {
      service: serviceId,
      link: orderField(P.link),
      quantity: orderField(P.quantity),
      runs: orderField(P.runs),
      interval: orderField(P.interval),
      comments: orderField(P.comments),
      usernames: orderField(P.usernames),
      hashtags: orderField(P.hashtags),
      hashtag: orderField(P.hashtag),
      username: orderField(P.username),
      media: orderField(P.media),
      answer_number: orderField(P.answer_number),
      min: orderField(P.min),
      max: orderField(P.max),
      posts: orderField(P.posts),
      delay: orderField(P.delay),
      expiry: orderField(P.expiry),
    },
    "Place an order; the fields each service type takes are listed",
  ),
  call("status", { order: oneId(P.order), orders: idsList(P.orders) }, "Status of one order or several"),
  call("balance", {}, "The balance and its currency"),
  call(
    "refill",
    { order: oneId(P.order), orders: idsList(P.orders) },
    "Ask a refill of one completed order or several",
  ).refine(namesSomething("order", "orders")),
  call(
    "refill_status",
    { refill: oneId(P.refill), refills: idsList(P.refills) },
    "Status of one refill or several",
  ).refine(namesSomething("refill", "refills")),
  call("cancel", { order: oneId(P.order), orders: idsList(P.orders) }, "Ask to cancel open orders").refine(
    namesSomething("order", "orders"),
  ),
]);

/** API v2's words for a call the union refuses (the key aside: it is checked first). */
export function resellerRefusal(error: z.ZodError): string {
  const aboutService = error.issues.some((issue) => issue.path[0] === "service");
  return aboutService ? RESELLER_API_ERRORS.incorrectService : RESELLER_API_ERRORS.incorrectRequest;
}

/** A parsed API v2 call: `action` tells which parameters it has, each typed by its reader. */
export type ResellerRequest = z.output<typeof resellerRequest>;

/** The parameters `action` takes besides `action` and `key`, as the request schema declares them. */
export function resellerActionParameters(action: ResellerAction): ResellerParameter[] {
  const shape = resellerRequest.options.find((option) => option.shape.action.value === action)?.shape ?? {};
  return Object.keys(shape).filter((name): name is ResellerParameter => name !== "action" && name !== "key");
}
