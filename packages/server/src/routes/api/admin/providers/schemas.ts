import { z } from "zod";
import { THRESHOLD_MESSAGE } from "../../../../services/admin/provider-edits";
import { RATE_MESSAGE } from "../../../../services/providers/rate";

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
    .union([z.string(), z.number(), z.null()], { error: THRESHOLD_MESSAGE })
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
  currency_rate: numberOrText(RATE_MESSAGE).describe("Units of the panel's currency per one of the provider's"),
});
