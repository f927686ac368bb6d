import {
  RESELLER_API_ERRORS,
  RESELLER_MAX_IDS,
  RESELLER_PARAMETERS,
  type ResellerAction,
  type ResellerParameter,
  type ResellerServiceType,
  resellerQuantityLessThanMinimal,
} from "@smm/domain";

export interface ApiParameter {
  name: string;
  description: string;
  optional?: boolean;
}

/** One documented call: its parameters (besides `key`), an example request and the answer to it. */
export interface ApiActionDoc {
  /** Anchor of the section, unique in the page. */
  slug: string;
  title: string;
  action: ResellerAction;
  summary: string;
  parameters: readonly ApiParameter[];
  /** Example fields sent besides `key`, in order (`action` first). */
  example: Readonly<Record<string, string>>;
  response: unknown;
}

const action = (name: ResellerAction): ApiParameter => ({ name: "action", description: name });
/** A parameter as the API's request schema describes it (`@smm/domain`'s contract: one wording everywhere). */
const parameter = (name: ResellerParameter): ApiParameter => ({
  name,
  description: RESELLER_PARAMETERS[name].description ?? name,
});
const optional = (name: ResellerParameter): ApiParameter => ({ ...parameter(name), optional: true });
const link = parameter("link");
const quantity = parameter("quantity");

function addOrder(
  type: ResellerServiceType,
  parameters: readonly ApiParameter[],
  example: Record<string, string>,
): ApiActionDoc {
  return {
    slug: `add-${type.toLowerCase().replace(/\s+/g, "-")}`,
    title: `Add order: ${type}`,
    action: "add",
    summary: `Places an order for a service of type ${type}; the charge is taken from your balance.`,
    parameters: [action("add"), parameter("service"), ...parameters],
    example: { action: "add", service: "1", ...example },
    response: { order: 23501 },
  };
}

/** Every call of the reseller API, in the order the documentation shows them. */
export function apiReference(currency: string): readonly ApiActionDoc[] {
  return [
    {
      slug: "services",
      title: "Service list",
      action: "services",
      summary:
        "Every service you can order, with its type, bounds and rate: your price per 1000 in the panel's currency, your discount included (exactly what 1000 are charged), as on every page of the panel.",
      parameters: [action("services")],
      example: { action: "services" },
      response: [
        {
          service: 1,
          name: "Instagram Followers [Real]",
          type: "Default",
          category: "Instagram Followers",
          rate: "900.00",
          min: "50",
          max: "10000",
          refill: true,
          cancel: true,
          dripfeed: true,
        },
        {
          service: 2,
          name: "Instagram Comments [Custom]",
          type: "Custom Comments",
          category: "Instagram Comments",
          rate: "4500.00",
          min: "10",
          max: "1000",
          refill: false,
          cancel: false,
          dripfeed: false,
        },
      ],
    },
    addOrder("Default", [link, quantity, optional("runs"), optional("interval")], {
      link: "https://instagram.com/adebayo.styles",
      quantity: "1000",
    }),
    addOrder("Package", [link], { link: "https://instagram.com/adebayo.styles" }),
    addOrder("Custom Comments", [link, parameter("comments")], {
      link: "https://instagram.com/p/C0ffee",
      comments: "Beautiful!\nWhere is this?\nLove it",
    }),
    addOrder(
      "Mentions",
      [
        link,
        quantity,
        parameter("usernames"),
        optional("hashtags"),
        optional("hashtag"),
        optional("username"),
        optional("media"),
      ],
      {
        link: "https://instagram.com/p/C0ffee",
        quantity: "100",
        usernames: "chioma.eats\ntunde.builds",
      },
    ),
    addOrder(
      "Subscriptions",
      [
        parameter("username"),
        parameter("min"),
        parameter("max"),
        optional("posts"),
        optional("delay"),
        optional("expiry"),
      ],
      { username: "adebayo.styles", min: "100", max: "200", posts: "10", delay: "30" },
    ),
    addOrder("Poll", [link, quantity, parameter("answer_number")], {
      link: "https://x.com/adebayo/status/1",
      quantity: "500",
      answer_number: "2",
    }),
    {
      slug: "status",
      title: "Order status",
      action: "status",
      summary: "The charge, start count, status and what remains of one order.",
      parameters: [action("status"), parameter("order")],
      example: { action: "status", order: "23501" },
      response: { charge: "900.00", start_count: "3572", status: "Partial", remains: "157", currency },
    },
    {
      slug: "multi-status",
      title: "Multiple orders status",
      action: "status",
      summary: `Up to ${RESELLER_MAX_IDS} orders at once; an unknown ID answers an error in its own slot.`,
      parameters: [action("status"), parameter("orders")],
      example: { action: "status", orders: "23501,23502,99" },
      response: {
        "23501": { charge: "900.00", start_count: "3572", status: "Completed", remains: "0", currency },
        "23502": { charge: "45.00", start_count: "0", status: "In progress", remains: "50", currency },
        "99": { error: RESELLER_API_ERRORS.incorrectOrder },
      },
    },
    {
      slug: "refill",
      title: "Create refill",
      action: "refill",
      summary: "Asks for a refill of a completed order on a service with refill.",
      parameters: [action("refill"), parameter("order")],
      example: { action: "refill", order: "23501" },
      response: { refill: 41 },
    },
    {
      slug: "multi-refill",
      title: "Create multiple refills",
      action: "refill",
      summary: `Up to ${RESELLER_MAX_IDS} orders at once, with a result per order.`,
      parameters: [action("refill"), parameter("orders")],
      example: { action: "refill", orders: "23501,23502" },
      response: [
        { order: 23501, refill: 41 },
        { order: 23502, refill: { error: RESELLER_API_ERRORS.notEligibleForRefill } },
      ],
    },
    {
      slug: "refill-status",
      title: "Refill status",
      action: "refill_status",
      summary: "Where one refill request stands.",
      parameters: [action("refill_status"), parameter("refill")],
      example: { action: "refill_status", refill: "41" },
      response: { status: "Completed" },
    },
    {
      slug: "multi-refill-status",
      title: "Multiple refill status",
      action: "refill_status",
      summary: `Up to ${RESELLER_MAX_IDS} refills at once.`,
      parameters: [action("refill_status"), parameter("refills")],
      example: { action: "refill_status", refills: "41,42" },
      response: [
        { refill: 41, status: "Completed" },
        { refill: 42, status: { error: RESELLER_API_ERRORS.refillNotFound } },
      ],
    },
    {
      slug: "cancel",
      title: "Cancel orders",
      action: "cancel",
      summary: `Asks to cancel up to ${RESELLER_MAX_IDS} orders (or one with order); a cancelled order is refunded in full.`,
      parameters: [action("cancel"), parameter("orders"), optional("order")],
      example: { action: "cancel", orders: "23502,23503" },
      response: [
        { order: 23502, cancel: 7 },
        { order: 23503, cancel: { error: RESELLER_API_ERRORS.incorrectOrder } },
      ],
    },
    {
      slug: "balance",
      title: "User balance",
      action: "balance",
      summary: "Your balance and its currency.",
      parameters: [action("balance")],
      example: { action: "balance" },
      response: { balance: "18450.00", currency },
    },
  ];
}

/** An example of the quantity errors, with a real bound. */
export const EXAMPLE_ERROR = { error: resellerQuantityLessThanMinimal(50) };
