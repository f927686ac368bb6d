/** The rules of a panel's brand and name (Settings → Branding), for the operator's form and the server alike. */
import { z } from "zod";
import { BRANDING_LIMITS, BRANDING_MESSAGES, type Branding, DEFAULT_BRANDING, isHexColour } from "../branding";
import { isHttpUrl } from "../links";
import { CURRENCY_CODES } from "../money/currencies";

const REM = /^\d(\.\d{1,3})?$/;

const optionalText = (max: number, error: string, rule: (value: string) => boolean = () => true) =>
  z.preprocess(
    (value) => value ?? "",
    z
      .string({ error })
      .trim()
      .max(max, { error, abort: true })
      .refine((value) => value === "" || rule(value), error),
  );

/** One brand as the operator sends it (every field, "" for the design system's own), each bad field with its message. */
export const brandingSchema = z.object(
  {
    logo_url: optionalText(BRANDING_LIMITS.url, BRANDING_MESSAGES.logoUrl, isHttpUrl),
    favicon_url: optionalText(BRANDING_LIMITS.url, BRANDING_MESSAGES.faviconUrl, isHttpUrl),
    primary_color: optionalText(7, BRANDING_MESSAGES.primaryColor, isHexColour).transform((value) =>
      value.toLowerCase(),
    ),
    radius: optionalText(
      5,
      BRANDING_MESSAGES.radius,
      (value) => REM.test(value) && Number(value) <= BRANDING_LIMITS.radiusMax,
    ),
    headline: optionalText(BRANDING_LIMITS.headline, BRANDING_MESSAGES.headline),
    subheadline: optionalText(BRANDING_LIMITS.subheadline, BRANDING_MESSAGES.subheadline),
    default_currency: z.enum(CURRENCY_CODES, { error: BRANDING_MESSAGES.defaultCurrency }),
  },
  { error: BRANDING_MESSAGES.object },
);

export const SITE_NAME_MAX = 80;
export const SITE_NAME_MESSAGE = `The site name is required (at most ${SITE_NAME_MAX} characters).`;

/** The panel's name (the `site_name` setting): trimmed, 1 to 80 characters. */
export const siteNameSchema = z
  .string({ error: SITE_NAME_MESSAGE })
  .trim()
  .min(1, { error: SITE_NAME_MESSAGE, abort: true })
  .max(SITE_NAME_MAX, SITE_NAME_MESSAGE);

/** The operator's branding form: the name beside the rest of the brand, one flat set of fields. */
export const brandingFormSchema = brandingSchema.extend({ site_name: siteNameSchema });
export type BrandingFormValues = z.output<typeof brandingFormSchema>;

/**
 * A stored brand as the server reads it: checked again, since pages are written from it, so one that breaks the rules
 * (a hand-edited row) gives way to the default brand.
 */
export function checkedBranding(branding: Branding): Branding {
  const checked = brandingSchema.safeParse({ ...DEFAULT_BRANDING, ...branding });
  return checked.success ? checked.data : DEFAULT_BRANDING;
}
