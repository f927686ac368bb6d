import { CURRENCY_CODES, PAYMENT_METHOD_IDS, VIDEO_URL_MAX_LENGTH } from "@smm/domain";
import { z } from "zod";

const decimalText = (description: string) => z.string().describe(description);
const text = (max: number) => z.string().max(max);
const guide = z
  .object({
    video_url: text(VIDEO_URL_MAX_LENGTH),
    poster_url: text(VIDEO_URL_MAX_LENGTH),
    transcript_url: text(VIDEO_URL_MAX_LENGTH),
  })
  .partial();

/**
 * PUT /admin/settings as the OpenAPI document describes it: any subset of the settings. The checks, with a
 * message on each field's path (`currency_rates.USD`, `payment_methods.0.min_amount`) and the settings that
 * depend on each other, are still the service's (`validateSettingsChange`): not yet a request schema.
 */
export const settingsChangeDescription = z
  .object({
    site_name: text(80),
    banner_text: text(500),
    support_hours: text(500),
    maintenance: z.boolean(),
    maintenance_message: text(500),
    bank_transfer_details: text(500),
    mail_from: z.string().describe("The sender's email address"),
    currency_rates: z
      .object(Object.fromEntries(CURRENCY_CODES.map((code) => [code, decimalText("Units per 1 NGN")])))
      .describe("Every currency's rate; NGN is always 1"),
    payment_methods: z.array(
      z.object({
        id: z.enum(PAYMENT_METHOD_IDS),
        name: text(80),
        min_amount: decimalText("NGN"),
        bonus_percent: decimalText("0 to 100"),
      }),
    ),
    affiliate: z.object({ commission_percent: decimalText("0 to 100"), min_payout: decimalText("NGN") }),
    child_panel: z.object({
      price_per_month: decimalText("NGN"),
      nameservers: z.array(z.string()).min(2).max(4),
    }),
    video_guides: z.object({ landing: guide, add_funds: guide }).partial(),
  })
  .partial();

/** The route keeps the service's checks (above): Fastify passes the body through unchanged. */
export const checkedByTheService = { validatorCompiler: () => (data: unknown) => ({ value: data }) };
