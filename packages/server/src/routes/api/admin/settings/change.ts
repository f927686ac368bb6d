import {
  type AdminSettings,
  brandingSchema,
  CURRENCY_CODES,
  type CurrencyCode,
  DEFAULT_SETTINGS,
  isHttpUrl,
  isMoneyInput,
  legalPagesSchema,
  PAYMENT_METHOD_IDS,
  type ReportingCurrency,
  siteNameSchema,
  storefrontSchema,
  toDecimal,
  VIDEO_GUIDE_PLACES,
  VIDEO_URL_MAX_LENGTH,
} from "@smm/domain";
import { z } from "zod";
import { validationError } from "../../../../errors";

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An unsigned decimal such as 0.00065: how exchange rates are written. */
const DECIMAL = /^\d+(\.\d+)?$/;
const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS);

/** Trimmed text of at most `max` characters (counted after trimming), one message for every problem. */
const text = (max: number, error: string, required = false) =>
  z
    .string({ error })
    .trim()
    .max(max, error)
    .refine((value) => !required || value !== "", error);

const money = (error: string) =>
  z
    .string({ error })
    .refine(isMoneyInput, error)
    .transform((value) => value.trim());

const percent = (error: string) =>
  z
    .string({ error })
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, { error, abort: true })
    .refine((value) => toDecimal(value).lessThanOrEqualTo(100), error);

/**
 * What else an object holds besides `known` keys, each reported on its own path (`unknown is not a setting.`). It
 * runs beside the object's own schema (an intersection), so these and every field's problems are told at once.
 */
function noOtherKeys(known: readonly string[], message: (key: string) => string) {
  // A transform that reports and still answers {}: a refinement's failure would leave the raw object as this side's
  // value, and zod cannot merge it with the other side's parsed value (it throws instead of reporting).
  return z.record(z.string(), z.unknown()).transform((value, context) => {
    for (const key of Object.keys(value)) {
      if (!known.includes(key))
        context.issues.push({ code: "custom", path: [key], message: message(key), input: value });
    }
    return {};
  });
}

const rate = (code: string) => {
  const error = `The ${code} rate must be a positive decimal number (units per 1 NGN).`;
  return z
    .string({ error })
    .trim()
    .regex(DECIMAL, { error, abort: true })
    .refine((value) => toDecimal(value).greaterThan(0), error);
};

const currencyRates = z
  .intersection(
    z.object(
      {
        ...Object.fromEntries(CURRENCY_CODES.filter((code) => code !== "NGN").map((code) => [code, rate(code)])),
        NGN: z.literal("1", { error: "The NGN rate is always 1." }).optional(),
      },
      { error: "The currency rates must be an object of currency → rate." },
    ),
    noOtherKeys(CURRENCY_CODES, (code) => `${code} is not a supported currency.`),
  )
  .transform((rates) => ({ ...DEFAULT_SETTINGS.currency_rates, ...rates, NGN: "1" }) as AdminSettings["currency_rates"])
  .describe("Units of each currency per 1 NGN; NGN is always 1");

const reportingCodeError = `The reporting currency must be one of ${CURRENCY_CODES.join(", ")}.`;

/**
 * The operator's own rate (not the display rates), units per one unit of the panel's currency: its shape here, its
 * rule in reportingCurrencyIn, which knows the panel's currency (the one that needs no rate).
 */
const reportingCurrency = z.object(
  {
    code: z.enum(CURRENCY_CODES, { error: reportingCodeError }),
    rate: z.string({ error: "The reporting rate must be a positive decimal number." }).trim().optional(),
  },
  { error: "The reporting currency must be an object of code and rate." },
);

/**
 * The reporting currency as saved on a panel kept in `panel`: its own currency is never converted (rate 1, any other
 * refused); another needs a positive rate, units per 1 of the panel's. Throws a 422 naming reporting_currency.rate.
 */
export function reportingCurrencyIn(
  { code, rate }: { code: CurrencyCode; rate?: string | undefined },
  panel: CurrencyCode,
): ReportingCurrency {
  const given = rate !== undefined && rate !== "";
  if (code === panel) {
    if (given && !(DECIMAL.test(rate) && toDecimal(rate).equals(1))) {
      throw validationError({ "reporting_currency.rate": [`The ${code} reporting rate is always 1.`] });
    }
    return { code, rate: "1" };
  }
  if (!given || !DECIMAL.test(rate) || !toDecimal(rate).greaterThan(0)) {
    throw validationError({
      "reporting_currency.rate": [
        `The ${code} reporting rate must be a positive decimal number (units per 1 ${panel}).`,
      ],
    });
  }
  return { code, rate };
}

const paymentMethods = z
  .array(
    z.object({
      id: z.enum(PAYMENT_METHOD_IDS, { error: "Unknown or repeated payment method." }),
      name: text(80, "The method name is required (at most 80 characters).", true),
      min_amount: money("The minimum must be an amount like 100 or 100.50."),
      bonus_percent: percent("The bonus must be a percentage from 0 to 100 (at most 2 decimals)."),
    }),
    { error: "The payment methods must be a non-empty list." },
  )
  .min(1, "The payment methods must be a non-empty list.")
  .superRefine((methods, context) => {
    methods.forEach((method, index) => {
      if (methods.findIndex((other) => other.id === method.id) !== index) {
        context.addIssue({ code: "custom", path: [index, "id"], message: "Unknown or repeated payment method." });
      }
    });
  });

const nameserversError = "Give 2 to 4 nameserver host names, e.g. ns1.example.com.";
const RESERVED_HOSTS_MAX = 100;
const reservedHostsError = `Give at most ${RESERVED_HOSTS_MAX} host names, e.g. status.example.com.`;

/** A guide link: "" (none) or an http(s) address; a missing one is "". */
const guideLink = z.preprocess(
  (value) => value ?? "",
  z
    .string({ error: `The address must be text of at most ${VIDEO_URL_MAX_LENGTH} characters.` })
    .trim()
    .max(VIDEO_URL_MAX_LENGTH, `The address must be text of at most ${VIDEO_URL_MAX_LENGTH} characters.`)
    .refine((value) => value === "" || isHttpUrl(value), "The address must start with http:// or https://."),
);

/** One place's guide; a poster or transcript needs the video. Left out, a place has no guide. */
const videoGuide = z
  .preprocess(
    (value) => (typeof value === "object" && value !== null ? value : {}),
    z.object({ video_url: guideLink, poster_url: guideLink, transcript_url: guideLink }),
  )
  .refine((guide) => guide.video_url !== "" || (guide.poster_url === "" && guide.transcript_url === ""), {
    path: ["video_url"],
    error: "Give the video's address, or clear the poster and transcript too.",
  });

const settingsFields = z
  .object({
    site_name: siteNameSchema,
    branding: brandingSchema,
    ...Object.fromEntries(
      (["banner_text", "support_hours", "maintenance_message", "bank_transfer_details"] as const).map((key) => [
        key,
        text(500, `The ${key.replace(/_/g, " ")} must be text of at most 500 characters.`),
      ]),
    ),
    maintenance: z.boolean({ error: "Maintenance must be true or false." }),
    mail_from: z
      .string({ error: "The sender must be an email address." })
      .trim()
      .regex(EMAIL, "The sender must be an email address."),
    currency_rates: currencyRates,
    reporting_currency: reportingCurrency,
    payment_methods: paymentMethods,
    affiliate: z.object({
      commission_percent: percent("The commission must be a percentage from 0 to 100 (at most 2 decimals)."),
      min_payout: money("The minimum payout must be an amount like 2000."),
    }),
    child_panel: z.object({
      price_per_month: money("The monthly price must be an amount greater than 0.").refine(
        (price) => toDecimal(price).greaterThan(0),
        "The monthly price must be an amount greater than 0.",
      ),
      nameservers: z
        .array(z.string({ error: nameserversError }), { error: nameserversError })
        .refine(
          (hosts) => hosts.length >= 2 && hosts.length <= 4 && hosts.every((host) => HOSTNAME.test(host.trim())),
          nameserversError,
        )
        .transform((hosts) => hosts.map((host) => host.trim().toLowerCase())),
    }),
    reserved_hosts: z
      .array(z.string({ error: reservedHostsError }), { error: reservedHostsError })
      .max(RESERVED_HOSTS_MAX, reservedHostsError)
      .refine((hosts) => hosts.every((host) => HOSTNAME.test(host.trim())), reservedHostsError)
      .transform((hosts) => [...new Set(hosts.map((host) => host.trim().toLowerCase()))]),
    child_panel_terms: z.object({
      grace_days: z
        .number({ error: "The grace period must be a whole number of days from 0 to 365." })
        .int("The grace period must be a whole number of days from 0 to 365.")
        .min(0, "The grace period must be a whole number of days from 0 to 365.")
        .max(365, "The grace period must be a whole number of days from 0 to 365."),
      activate_on_payment: z.boolean({ error: "Activation on payment must be true or false." }),
    }),
    // "undecided" is where a production panel starts; the operator's choice is on or off.
    child_panel_sales: z.enum(["off", "on"], { error: "Child panel sales must be on or off." }),
    video_guides: z.object(Object.fromEntries(VIDEO_GUIDE_PLACES.map((place) => [place, videoGuide])), {
      error: "The video guides must be an object with a guide per place.",
    }),
    storefront: storefrontSchema,
    legal_pages: legalPagesSchema,
  })
  .partial();

/**
 * PUT /admin/settings: any subset of the settings, each checked with a message on its path (`currency_rates.USD`,
 * `payment_methods.0.min_amount`), every problem at once, unknown settings named; the value is the change to save.
 */
export const settingsChangeSchema = z
  .intersection(
    settingsFields,
    noOtherKeys(SETTING_KEYS, (key) => `${key} is not a setting.`),
  )
  .superRefine((change, context) => {
    if (Object.keys(change).length === 0) {
      context.addIssue({ code: "custom", path: [], message: "Give at least one setting to change." });
    }
  })
  .transform((change) => change as Partial<AdminSettings>);
