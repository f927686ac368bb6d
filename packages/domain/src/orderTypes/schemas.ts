import { z } from "zod";
import {
  RESELLER_API_ERRORS as API,
  resellerQuantityLessThanMinimal,
  resellerQuantityMoreThanMaximal,
} from "../api/reseller";
import type { MentionsType } from "../mentions";
import { ORDER_FIELD_MESSAGES as F, NEW_ORDER_MESSAGES } from "../messages";
import {
  addProblem,
  countField,
  type FieldProblem,
  field,
  INT_MAX,
  isAbsent,
  linesOf,
  linkField,
  optionalCount,
  requiredText,
  textOf,
} from "./fields";
import { type OrderedService, serviceTypeOf } from "./service";

/** An order as its type reads it: what the customer asked for, the units charged for, and what it keeps. */
export interface ReadOrder {
  link: string;
  /** The units charged for: the list's lines, all drip-feed runs together, max × posts of a subscription; 1 package. */
  quantity: number;
  /** The type's fields as kept with the order (API v2 parameter → text), `type` among them. */
  fields: Record<string, string>;
  drip?: { runs: number; interval: number; runQuantity: number };
}

const LIST_MAX = 100_000;
const NAME_MAX = 200;
const EXPIRY = /^\d{2}\/\d{2}\/\d{4}$/;

const problem = (form: string, api: string): FieldProblem => ({ form, api });
const below = (min: number) => problem(NEW_ORDER_MESSAGES.quantityMin(min), resellerQuantityLessThanMinimal(min));
const above = (max: number) => problem(NEW_ORDER_MESSAGES.quantityMax(max), resellerQuantityMoreThanMaximal(max));

const link = linkField(
  problem(NEW_ORDER_MESSAGES.linkRequired, API.incorrectLink),
  problem(NEW_ORDER_MESSAGES.linkInvalid, API.incorrectLink),
);

function quantity({ min, max }: OrderedService) {
  return countField({
    missing: problem(NEW_ORDER_MESSAGES.quantityRequired, API.incorrectQuantity),
    invalid: problem(NEW_ORDER_MESSAGES.quantityInteger, API.incorrectQuantity),
    below: below(min),
    above: above(max),
    min,
    max,
  });
}

/** A list one entry a line whose length is the quantity, within the service's bounds. */
function countedList(
  { min, max }: OrderedService,
  words: { missing: FieldProblem; min: (n: number) => string; max: (n: number) => string },
) {
  return field((given) => {
    const lines = linesOf(textOf(given).length <= LIST_MAX ? given : "");
    if (lines.length === 0) return words.missing;
    if (lines.length < min) return problem(words.min(min), resellerQuantityLessThanMinimal(min));
    if (lines.length > max) return problem(words.max(max), resellerQuantityMoreThanMaximal(max));
    return { value: lines };
  });
}

const usernames = requiredText(LIST_MAX, problem(F.usernamesRequired, API.usernamesRequired));
const usernamesList = (service: OrderedService) =>
  countedList(service, {
    missing: problem(F.usernamesRequired, API.usernamesRequired),
    min: F.usernamesMin,
    max: F.usernamesMax,
  });

/** Drip-feed: runs and interval, both or neither, only where the service allows it (Default services). */
function dripFeedSchema(service: OrderedService) {
  return z
    .object({
      link,
      quantity: quantity(service),
      runs: optionalCount(problem(F.runsInvalid, API.incorrectRuns), 1),
      interval: optionalCount(problem(F.intervalInvalid, API.incorrectInterval), 1),
    })
    .transform((order, context): ReadOrder => {
      const fields: Record<string, string> = { type: "Default" };
      const { runs, interval } = order;
      if (runs === undefined && interval === undefined) return { link: order.link, quantity: order.quantity, fields };
      if (!service.dripfeed) addProblem(context, "runs", problem(F.dripFeedUnavailable, API.dripFeedUnavailable));
      else if (runs === undefined) addProblem(context, "runs", problem(F.runsRequired, API.incorrectRuns));
      else if (interval === undefined) {
        addProblem(context, "interval", problem(F.intervalRequired, API.incorrectInterval));
      } else if (order.quantity * runs > service.max) {
        addProblem(
          context,
          "runs",
          problem(F.totalAboveMax(service.max), resellerQuantityMoreThanMaximal(service.max)),
        );
      } else {
        Object.assign(fields, { runs: String(runs), interval: String(interval) });
        return {
          link: order.link,
          quantity: order.quantity * runs,
          fields,
          drip: { runs, interval, runQuantity: order.quantity },
        };
      }
      return z.NEVER;
    });
}

/** A Mentions variant: its own parameters, as the common API documents each. */
function mentionsSchema(type: MentionsType, service: OrderedService) {
  // Each variant's own fields are texts it keeps as given (trimmed).
  const withQuantity = (shape: Record<string, z.ZodType<string, unknown>>) =>
    z.object({ link, quantity: quantity(service), ...shape }).transform((order): ReadOrder => {
      const {
        link: given,
        quantity: count,
        ...kept
      } = order as { link: string; quantity: number } & Record<string, string>;
      return { link: given, quantity: count, fields: { type, ...kept } };
    });
  switch (type) {
    case "Mentions":
      return withQuantity({ usernames });
    case "Mentions with Hashtags":
      return withQuantity({
        usernames,
        hashtags: requiredText(LIST_MAX, problem(F.hashtagsRequired, API.hashtagsRequired)),
      });
    case "Mentions Hashtag":
      return withQuantity({ hashtag: requiredText(NAME_MAX, problem(F.hashtagRequired, API.hashtagRequired)) });
    case "Mentions User Followers":
      return withQuantity({ username: requiredText(NAME_MAX, problem(F.usernameRequired, API.usernameRequired)) });
    case "Mentions Media Likers":
      return withQuantity({
        media: linkField(problem(F.mediaRequired, API.incorrectMedia), problem(F.mediaInvalid, API.incorrectMedia)),
      });
    case "Mentions Custom List":
      // API clients send the list as `usernames`, some as `comments`.
      return z
        .preprocess(
          (given) => {
            const params = given as Record<string, unknown>;
            return isAbsent(params.usernames) ? { ...params, usernames: params.comments } : params;
          },
          z.object({ link, usernames: usernamesList(service) }),
        )
        .transform(
          ({ link, usernames: list }): ReadOrder => ({
            link,
            quantity: list.length,
            fields: { type, usernames: list.join("\n") },
          }),
        );
  }
}

function subscriptionsSchema(service: OrderedService) {
  const bound = (missing: FieldProblem) =>
    countField({ missing, invalid: missing, below: below(service.min), above: above(service.max), ...service });
  return z
    .object({
      username: requiredText(NAME_MAX, problem(F.usernameRequired, API.usernameRequired)),
      min: bound(problem(F.minRequired, API.incorrectMin)),
      max: bound(problem(F.maxRequired, API.incorrectMax)),
      posts: optionalCount(problem(F.postsInvalid, API.incorrectPosts)),
      delay: optionalCount(problem(F.delayInvalid, API.incorrectDelay)),
      expiry: field((given) => {
        const text = textOf(given);
        return !text || EXPIRY.test(text)
          ? { value: text || undefined }
          : problem(F.expiryInvalid, API.incorrectExpiry);
      }).optional(),
    })
    .transform((order, context): ReadOrder => {
      // Charged for the most it can deliver: max per post × posts (one post when open-ended).
      const total = order.max * Math.max(order.posts ?? 1, 1);
      if (order.min > order.max) addProblem(context, "min", problem(F.minAboveMax, API.minAboveMax));
      else if (total > service.max) {
        addProblem(context, "max", problem(F.totalAboveMax(service.max), resellerQuantityMoreThanMaximal(service.max)));
      } else {
        const fields: Record<string, string> = { type: "Subscriptions", username: order.username };
        for (const name of ["min", "max", "posts", "delay", "expiry"] as const) {
          if (order[name] !== undefined) fields[name] = String(order[name]);
        }
        return { link: order.username, quantity: total, fields };
      }
      return z.NEVER;
    });
}

/** How many services' schemas `orderSchema` keeps built: far more than a catalogue's orders go to at once. */
const BUILT_SCHEMAS_KEPT = 1000;
const builtSchemas = new Map<string, ReturnType<typeof buildOrderSchema>>();

/**
 * THE schema of an order for `service`, by its type: what each type takes, refused with the field's words when it
 * is missing or wrong. The web route, the New Order form and API v2 `add` all read orders with it. Built once per
 * kind of service (its type, bounds and drip-feed) and kept: zod compiles a schema on its first parse, which would
 * otherwise cost every order that compilation again.
 */
export function orderSchema(service: OrderedService) {
  const kind = `${serviceTypeOf(service.type)}|${service.min}|${service.max}|${service.dripfeed === true}`;
  let schema = builtSchemas.get(kind);
  if (!schema) {
    if (builtSchemas.size >= BUILT_SCHEMAS_KEPT) builtSchemas.delete(builtSchemas.keys().next().value as string);
    schema = buildOrderSchema(service);
    builtSchemas.set(kind, schema);
  }
  return schema;
}

function buildOrderSchema(service: OrderedService) {
  const type = serviceTypeOf(service.type);
  switch (type) {
    case "Default":
      return dripFeedSchema(service);
    case "Package":
      // One package an order, whatever quantity is sent: its price is its rate.
      return z.object({ link }).transform(({ link }): ReadOrder => ({ link, quantity: 1, fields: { type } }));
    case "Custom Comments":
      return z
        .object({
          link,
          comments: countedList(service, {
            missing: problem(F.commentsRequired, API.commentsRequired),
            min: F.commentsMin,
            max: F.commentsMax,
          }),
        })
        .transform(
          ({ link, comments }): ReadOrder => ({
            link,
            quantity: comments.length,
            fields: { type, comments: comments.join("\n") },
          }),
        );
    case "Subscriptions":
      return subscriptionsSchema(service);
    case "Poll":
      return z
        .object({
          link,
          quantity: quantity(service),
          answer_number: countField({
            missing: problem(F.answerRequired, API.incorrectAnswerNumber),
            invalid: problem(F.answerInvalid, API.incorrectAnswerNumber),
            below: problem(F.answerInvalid, API.incorrectAnswerNumber),
            above: problem(F.answerInvalid, API.incorrectAnswerNumber),
            min: 1,
            max: INT_MAX,
          }),
        })
        .transform(
          ({ link, quantity, answer_number }): ReadOrder => ({
            link,
            quantity,
            fields: { type, answer_number: String(answer_number) },
          }),
        );
    default:
      return mentionsSchema(type, service);
  }
}
