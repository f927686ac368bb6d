/**
 * The reseller API v2 request, declared once: each parameter with the one description that both the OpenAPI
 * document (the server's `POST /api/v2` schema) and the API page of the panel (`@smm/ui`'s ApiDocs) show.
 * Values may arrive as text (forms, the query string) or numbers (JSON); the server reads each action's parameters
 * with the order rules (`priceOrder`) and answers a problem as `{"error": …}` in the API's own words.
 */
import { z } from "zod";
import { RESELLER_MAX_IDS, type ResellerAction } from "../api/reseller";

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

const P = RESELLER_PARAMETERS;
const call = <A extends ResellerAction, S extends z.ZodRawShape>(action: A, shape: S, summary: string) =>
  z.object({ action: z.literal(action), key: P.key, ...shape }).describe(summary);

/**
 * One shape per action. `add` lists every type's fields as optional: which a type needs is the order rules' to say
 * (ORDER_TYPE_FIELDS), and a missing one is answered in its own words ("Comments are required").
 */
export const resellerRequest = z.discriminatedUnion("action", [
  call("services", {}, "The services on offer, with rate, bounds and type"),
  call(
    "add",
    {
      service: P.service,
      link: P.link.optional(),
      quantity: P.quantity.optional(),
      runs: P.runs.optional(),
      interval: P.interval.optional(),
      comments: P.comments.optional(),
      usernames: P.usernames.optional(),
      hashtags: P.hashtags.optional(),
      hashtag: P.hashtag.optional(),
      username: P.username.optional(),
      media: P.media.optional(),
      answer_number: P.answer_number.optional(),
      min: P.min.optional(),
      max: P.max.optional(),
      posts: P.posts.optional(),
      delay: P.delay.optional(),
      expiry: P.expiry.optional(),
    },
    "Place an order; the fields each service type takes are listed",
  ),
  call("status", { order: P.order.optional(), orders: P.orders.optional() }, "Status of one order or several"),
  call("balance", {}, "The balance and its currency"),
  call(
    "refill",
    { order: P.order.optional(), orders: P.orders.optional() },
    "Ask a refill of one completed order or several",
  ),
  call(
    "refill_status",
    { refill: P.refill.optional(), refills: P.refills.optional() },
    "Status of one refill or several",
  ),
  call("cancel", { order: P.order.optional(), orders: P.orders.optional() }, "Ask to cancel open orders"),
]);

/** The parameters `action` takes besides `action` and `key`, as the request schema declares them. */
export function resellerActionParameters(action: ResellerAction): ResellerParameter[] {
  const shape = resellerRequest.options.find((option) => option.shape.action.value === action)?.shape ?? {};
  return Object.keys(shape).filter((name): name is ResellerParameter => name !== "action" && name !== "key");
}
