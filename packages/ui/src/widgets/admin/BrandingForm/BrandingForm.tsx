import { zodResolver } from "@hookform/resolvers/zod";
import {
  BRANDING_LIMITS,
  type BrandingFormValues,
  brandingFormSchema,
  brandTokens,
  CURRENCIES,
  isHexColour,
  type PanelBrand,
} from "@smm/domain";
import type * as React from "react";
import { useId, useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { Alert, AlertDescription } from "../../../display/Alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../display/Card";
import { Field } from "../../../forms/Field";
import { Input, type InputProps } from "../../../forms/Input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../forms/Select";
import { Textarea } from "../../../forms/Textarea";
import { cn } from "../../../lib/cn";
import { errorMessage, firstRefusedField, submitFieldErrors, useFocusRefusedField } from "../../../lib/errors";
import { Button } from "../../../primitives/Button";
import { BrandMark } from "../../public/BrandMark";

export type BrandingFormProps = Omit<React.ComponentProps<"div">, "children" | "onSubmit" | "defaultValue"> & {
  /** The panel's brand now. */
  brand: PanelBrand;
  /**
   * Saves the brand. Reject with an Error to show its message; an `errors` map (`site_name`, `branding.radius`, as
   * PUT /admin/settings answers) puts each first message under its field.
   */
  onSubmit: (brand: PanelBrand) => Promise<void>;
  disabled?: boolean;
};

type FieldName = keyof BrandingFormValues;

type TextField = {
  name: Exclude<FieldName, "site_name" | "subheadline" | "default_currency">;
  label: string;
  hint: string;
  input: InputProps;
  wide?: boolean;
};

const TEXT_FIELDS: readonly TextField[] = [
  {
    name: "logo_url",
    label: "Logo address",
    hint: "An image (https://…) shown beside the name. Empty: the standard mark.",
    input: { type: "url", placeholder: "https://" },
  },
  {
    name: "favicon_url",
    label: "Favicon address",
    hint: "The browser tab's icon (https://…). Empty: the standard icon.",
    input: { type: "url", placeholder: "https://" },
  },
  {
    name: "primary_color",
    label: "Primary colour",
    hint: "Buttons, links and focus rings, as #rrggbb. Empty: the standard blue.",
    input: { placeholder: "#2563eb", spellCheck: false },
  },
  {
    name: "radius",
    label: "Corner radius (rem)",
    hint: `From 0 (square) to ${BRANDING_LIMITS.radiusMax}. Empty: the standard 0.625.`,
    input: { inputMode: "decimal", placeholder: "0.625" },
  },
  {
    name: "headline",
    label: "Landing headline",
    hint: "The landing page's title. Empty: the standard one.",
    input: {},
    wide: true,
  },
];

/** The design system's primary blue, where the picker starts when no colour is set. */
const DEFAULT_PICKER_COLOUR = "#2563eb";

const FIELD_NAMES: Record<FieldName, true> = {
  site_name: true,
  logo_url: true,
  favicon_url: true,
  primary_color: true,
  radius: true,
  headline: true,
  subheadline: true,
  default_currency: true,
};

const valuesOf = ({ name, ...branding }: PanelBrand): BrandingFormValues => ({ site_name: name, ...branding });

/**
 * The operator's brand for their panel: name, logo, favicon, primary colour and corner radius (the ui tokens a
 * white-label panel overrides), the landing's headline and sub-headline, and the currency visitors start in. Checked
 * with the server's rules as the operator types; a preview shows the tokens applied.
 */
export function BrandingForm({ brand, onSubmit, disabled = false, className, ...props }: BrandingFormProps) {
  const titleId = useId();
  const [submitError, setSubmitError] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<BrandingFormValues>({
    // The schema's fields read "" for a missing value, so what it takes is what it gives.
    resolver: zodResolver(brandingFormSchema) as Resolver<BrandingFormValues>,
    mode: "onTouched",
    defaultValues: valuesOf(brand),
    shouldFocusError: false,
  });
  const busy = isSubmitting || disabled;
  const focusRefused = useFocusRefusedField(setFocus, isSubmitting);
  // The preview follows what is typed while it is valid, and keeps the last valid brand otherwise.
  const typed = brandingFormSchema.safeParse(watch());
  const shown = typed.success ? typed.data : valuesOf(brand);

  const submit = handleSubmit(
    async ({ site_name, ...branding }) => {
      setSubmitError(undefined);
      try {
        await onSubmit({ name: site_name, ...branding });
      } catch (rejection) {
        const fieldErrors = submitFieldErrors(rejection);
        const known = Object.entries(fieldErrors)
          .map(([path, messages]) => [path.replace(/^branding\./, ""), messages[0]] as const)
          .filter((entry): entry is readonly [FieldName, string] => entry[0] in FIELD_NAMES && entry[1] !== undefined);
        for (const [name, message] of known) setError(name, { message });
        focusRefused(known[0]?.[0]);
        if (known.length === 0) setSubmitError(errorMessage(rejection, "Could not save. Please try again."));
      }
    },
    (refused) => focusRefused(firstRefusedField(refused, Object.keys(FIELD_NAMES))),
  );

  const colour = watch("primary_color");
  return (
    <Card data-slot="branding-form" className={cn("w-full max-w-3xl", className)} {...props}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={titleId}>Branding</h2>
        </CardTitle>
        <CardDescription>
          Your panel's name, logo, colours and landing texts: every page and mail of your panel shows them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form aria-labelledby={titleId} aria-busy={isSubmitting} noValidate onSubmit={submit} className="grid gap-4">
          {submitError ? (
            <Alert variant="danger">
              <AlertDescription>{submitError}</AlertDescription>
            </Alert>
          ) : null}
          <div className="grid items-start gap-4 md:grid-cols-2">
            <Field label="Panel name" required error={errors.site_name?.message} disabled={busy}>
              <Input autoComplete="organization" {...register("site_name")} />
            </Field>
            <Field label="Default currency" hint="The currency new visitors see prices in." disabled={busy}>
              <Controller
                control={control}
                name="default_currency"
                render={({ field: { value, onChange, ref } }) => (
                  <Select value={value} onValueChange={onChange}>
                    <SelectTrigger ref={ref}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {CURRENCIES.map((currency) => (
                        <SelectItem key={currency.code} value={currency.code}>
                          {currency.code} ({currency.symbol}) {currency.name}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </Field>
            {TEXT_FIELDS.map((field) => (
              <Field
                key={field.name}
                label={field.label}
                hint={field.hint}
                error={errors[field.name]?.message}
                disabled={busy}
                className={cn(field.wide && "md:col-span-2")}
              >
                {field.name === "primary_color" ? (
                  <div className="flex gap-2">
                    <Input {...field.input} {...register(field.name)} />
                    <input
                      type="color"
                      aria-label="Pick the primary colour"
                      disabled={busy}
                      value={isHexColour(colour) ? colour : DEFAULT_PICKER_COLOUR}
                      onChange={(event) =>
                        setValue("primary_color", event.target.value, { shouldValidate: true, shouldDirty: true })
                      }
                      className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 disabled:cursor-not-allowed"
                    />
                  </div>
                ) : (
                  <Input {...field.input} {...register(field.name)} />
                )}
              </Field>
            ))}
            <Field
              label="Landing sub-headline"
              hint="The line under it, also your pages' description in search results."
              error={errors.subheadline?.message}
              disabled={busy}
              className="md:col-span-2"
            >
              <Textarea rows={2} {...register("subheadline")} />
            </Field>
          </div>
          <BrandPreview brand={{ ...shown, name: shown.site_name }} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="submit" pending={isSubmitting} disabled={disabled}>
              Save branding
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** The brand as the panel will show it: its mark, its name and a button in its colour and radius. */
function BrandPreview({ brand }: { brand: PanelBrand }) {
  return (
    <section
      aria-label="Preview"
      data-slot="branding-preview"
      style={brandTokens(brand) as React.CSSProperties}
      className="grid gap-3 rounded-lg border bg-background p-4"
    >
      <p className="text-muted-foreground text-xs uppercase tracking-wide">Preview</p>
      <div className="flex min-w-0 items-center gap-2 font-semibold">
        <BrandMark logoUrl={brand.logo_url} />
        <span className="truncate">{brand.name}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" tabIndex={-1} aria-hidden="true">
          Sign up
        </Button>
        <span className="text-muted-foreground text-sm">{brand.headline || "The standard headline"}</span>
      </div>
    </section>
  );
}
