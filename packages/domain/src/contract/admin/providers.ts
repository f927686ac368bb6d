/** Upstream providers, for the operator: add, edit, remove, balance and health, alerts, import and sync services. */
import { z } from "zod";
import { CATEGORY_PLATFORMS } from "../../categoryIcons";
import { decimalText, idParams, isoDateTime } from "../common";
import { endpoint } from "../endpoint";

export const PROVIDER_THRESHOLD_MESSAGE =
  "The alert threshold must be an amount of at most 4 decimals, e.g. 50 or 12.5.";
export const PROVIDER_RATE_MESSAGE = "Your rate must be a positive number, e.g. 0.00065.";

const URL_MESSAGE = "Enter the provider's API URL, starting with http:// or https://";
const KEY_MESSAGE = "Enter the API key the provider gave you.";
const NAME_MESSAGE = "Enter a name for the provider.";

const url = z.string({ error: URL_MESSAGE }).max(500, URL_MESSAGE).describe("The provider's API v2 address");
const key = z.string({ error: KEY_MESSAGE }).max(300, KEY_MESSAGE);
const name = z.string({ error: NAME_MESSAGE }).describe("Shown in the panel (the first 100 characters)");
/** Forms send numbers as text, JSON clients as numbers: the service reads either. */
const numberOrText = (error: string) => z.union([z.string(), z.number()], { error });

/** A new provider: its balance is checked with the key before it is saved. */
export const providerCreateSchema = z.object({ url, key, name: name.optional().describe("Default: the URL's host") });

/** A change of name, address or key; a left-out or blank key keeps the current one. */
export const providerChangeSchema = z.object({
  name: name.optional(),
  url: url.optional(),
  key: key.optional(),
  low_balance_threshold: z
    .union([z.string(), z.number(), z.null()], { error: PROVIDER_THRESHOLD_MESSAGE })
    .optional()
    .describe("Alert when the balance falls below this amount of the provider's currency; null or blank for none"),
});

/**
 * Copy the provider's services (all, those of the categories named, or the ids given) at the provider's rate plus a
 * markup, each into the category of its provider category's name (made when missing), or all into `category_id`.
 */
export const providerImportSchema = z.object({
  category_id: numberOrText("Choose a category.")
    .optional()
    .describe("Put every service into this category instead of keeping the provider's categories"),
  categories: z
    .array(z.string({ error: "Choose the categories by name." }).max(200), { error: "Choose the categories by name." })
    .max(1_000)
    .optional()
    .describe("The provider's category names to copy; default: all"),
  markup_percent: numberOrText("The markup must be a percentage, e.g. 30."),
  currency_rate: numberOrText("The currency rate must be a positive number.")
    .optional()
    .describe("Our currency per unit of the provider's (default 1)"),
  services: z
    .array(z.union([z.string(), z.number()]))
    .max(10_000)
    .optional()
    .describe("The provider's service ids; default: all"),
});

/** The owner's rate for a provider in another currency ("your rate"). */
export const providerRateSchema = z.object({
  currency_rate: numberOrText(PROVIDER_RATE_MESSAGE).describe(
    "Units of the panel's currency per one of the provider's",
  ),
});

export const PROVIDER_HEALTHS = ["ok", "degraded", "down"] as const;
export type ProviderHealth = (typeof PROVIDER_HEALTHS)[number];

/** An upstream provider as the operator sees it: its key only by the last four characters. */
export const providerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  key_last_four: z.string(),
  balance: decimalText.nullable(),
  currency: z.string().nullable(),
  currency_rate: decimalText
    .nullable()
    .describe(
      "The owner's rate: units of the panel's currency per one of the provider's, at which imports and syncs " +
        "convert its prices; null: not set (imports default to 1)",
    ),
  health: z.enum(PROVIDER_HEALTHS),
  last_error: z.string().nullable(),
  checked_at: isoDateTime.nullable().describe("When health was last checked (a balance call, successful or not)"),
  balance_at: isoDateTime.nullable().describe("When `balance` was read from the provider"),
  failing_since: isoDateTime
    .nullable()
    .describe("Unhealthy since this failure (a forward, a status sync or a balance check); null while healthy"),
  low_balance_threshold: decimalText
    .nullable()
    .describe("Alert the operator when the balance falls below this (in the provider's currency); null: never"),
  low_balance_since: isoDateTime
    .nullable()
    .describe("The balance has been below the threshold since then; null while it is not"),
  services: z.number().int(),
  orders_in_doubt: z
    .number()
    .int()
    .describe("Orders whose send was cut off mid-request (the process stopped): to check with the provider by hand"),
});
export type Provider = z.output<typeof providerSchema>;

/** An alert the operator was sent about a provider (also mailed): failing, or its balance below the threshold. */
export const providerAlertSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["provider_failing", "provider_low_balance"]),
  provider_id: z.number().int().nullable(),
  message: z.string(),
  read: z.boolean(),
  created_at: isoDateTime,
});
export type ProviderAlert = z.output<typeof providerAlertSchema>;
const providerAlertsSchema = z.object({
  data: z.array(providerAlertSchema),
  unread: z.number().int(),
});

/** One line of a provider's own `services` list, as the panel reads it. */
export const providerRemoteServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string().describe('The provider\'s category name ("Uncategorised" when it gives none): imports keep it'),
  description: z.string().describe("The provider's description (`description` or `desc`), empty when it gives none"),
  type: z.string(),
  rate: z.string().describe("The provider's price per 1000, in its currency"),
  min: z.number().int(),
  max: z.number().int(),
  refill: z.boolean(),
  cancel: z.boolean(),
  dripfeed: z.boolean(),
});
export type ProviderRemoteService = z.output<typeof providerRemoteServiceSchema>;

export const providerImportResultSchema = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
  categories_created: z
    .number()
    .int()
    .describe("Categories made on this panel for the provider's categories it did not have yet (matched by name)"),
});
export type ProviderImportResult = z.output<typeof providerImportResultSchema>;

/** One of the provider's categories as an import would copy it. */
export const providerCatalogueCategorySchema = z.object({
  name: z.string().describe("The provider's category name; the import makes or reuses a category of this name"),
  platform: z.enum(CATEGORY_PLATFORMS).describe("The platform (and icon) the category gets here, read from its name"),
  services: z.number().int().describe("Services the provider lists in it at a price"),
  imported: z.number().int().describe("Of these, the ones already imported from this provider (an import skips them)"),
  exists: z.boolean().describe("Whether this panel already has a category of this name (the import puts them there)"),
});
export type ProviderCatalogueCategory = z.output<typeof providerCatalogueCategorySchema>;

const names = z.array(z.string());
/** The names behind a sync's counts: what the owner reads after "Sync now" and in the last scheduled sync's log. */
export const providerSyncChangesSchema = z.object({
  added: names.describe("New services the provider listed in a category imported from it"),
  repriced: names.describe("Services whose price changed (the provider's rate through the same markup and rate)"),
  updated: names.describe("Services whose description or order bounds changed, the price not"),
  disabled: names.describe("Services taken off sale: no longer listed, or listed at a rate that is no price"),
});
export type ProviderSyncChanges = z.output<typeof providerSyncChangesSchema>;

/** What a sync did, counted and named. */
export const providerSyncResultSchema = z.object({
  added: z.number().int(),
  repriced: z.number().int(),
  updated: z.number().int(),
  disabled: z.number().int(),
  unchanged: z.number().int(),
  bad_rate: z
    .number()
    .int()
    .describe("Services the provider lists at a rate that is no price (0, negative, junk): taken off sale"),
  changes: providerSyncChangesSchema,
});
export type ProviderSyncResult = z.output<typeof providerSyncResultSchema>;

export const adminProviderEndpoints = {
  alerts: endpoint({
    method: "GET",
    path: "/admin/providers/alerts",
    summary: "Alerts sent to the operator (provider failing, balance below its threshold), newest first",
    response: providerAlertsSchema,
  }),
  markAlertsRead: endpoint({
    method: "POST",
    path: "/admin/providers/alerts/read",
    summary: "Mark every provider alert read",
    response: providerAlertsSchema,
  }),
  list: endpoint({
    method: "GET",
    path: "/admin/providers",
    summary: "Upstream providers with their balance and health",
    response: z.object({ data: z.array(providerSchema) }),
  }),
  add: endpoint({
    method: "POST",
    path: "/admin/providers",
    summary: "Add a provider: {name?, url, key}; the key is checked with action=balance first",
    body: providerCreateSchema,
    response: providerSchema,
    status: 201,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/admin/providers/:id",
    summary:
      "Edit a provider {name?, url?, key?, low_balance_threshold?}; a new URL or key is checked with action=balance first",
    params: idParams,
    body: providerChangeSchema,
    response: providerSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/admin/providers/:id",
    summary: "Remove a provider that no service or order points at (409 otherwise)",
    params: idParams,
    response: providerSchema,
  }),
  check: endpoint({
    method: "POST",
    path: "/admin/providers/:id/check",
    summary: "Refresh a provider's balance and health",
    params: idParams,
    response: providerSchema,
  }),
  remoteServices: endpoint({
    method: "GET",
    path: "/admin/providers/:id/services",
    summary: "The provider's own service list (live), to choose what to import",
    params: idParams,
    response: z.object({ data: z.array(providerRemoteServiceSchema) }),
  }),
  catalogue: endpoint({
    method: "GET",
    path: "/admin/providers/:id/catalogue",
    summary:
      "The provider's categories (live) as an import copies them: services listed, already imported, exists here",
    params: idParams,
    response: z.object({ data: z.array(providerCatalogueCategorySchema) }),
  }),
  importServices: endpoint({
    method: "POST",
    path: "/admin/providers/:id/import",
    summary:
      "Import services {markup_percent, currency_rate?, categories?: [names], services?: [provider ids], " +
      "category_id?}, keeping the provider's categories unless category_id names one for all",
    params: idParams,
    body: providerImportSchema,
    response: providerImportResultSchema,
  }),
  sync: endpoint({
    method: "POST",
    path: "/admin/providers/:id/sync",
    summary:
      "Sync now (also runs on a schedule): new services of the copied categories added, prices, bounds and " +
      "descriptions updated, what the provider dropped disabled; a service whose rate is no price is disabled " +
      "and counted in bad_rate; `changes` names each",
    params: idParams,
    response: providerSyncResultSchema,
  }),
  setRate: endpoint({
    method: "PUT",
    path: "/admin/providers/:id/rate",
    summary:
      "Change your rate {currency_rate}: units of the panel's currency per one of the provider's; every service " +
      "imported from it is re-priced through its markup",
    params: idParams,
    body: providerRateSchema,
    response: z.object({ repriced: z.number().int() }),
  }),
};
