import { type ProviderCatalogueCategory, platformName } from "@smm/domain";
import type * as React from "react";
import { useId, useState } from "react";
import { Alert, AlertTitle } from "../../../display/Alert";
import { Badge } from "../../../display/Badge";
import { Skeleton } from "../../../display/Skeleton";
import { Checkbox } from "../../../forms/Checkbox";
import { Field } from "../../../forms/Field";
import { Input } from "../../../forms/Input";
import { Label } from "../../../forms/Label";
import { errorMessage } from "../../../lib/errors";
import { Button } from "../../../primitives/Button";
import { LoadError } from "../../shared/LoadError";

export const MARKUP_MESSAGE = "The markup must be a percentage, e.g. 30.";
export const RATE_MESSAGE = "The currency rate must be a positive number.";
export const NO_CATEGORY_MESSAGE = "Choose at least one category.";

/** What the owner chose: the categories by name (all of them when `categories` is undefined) and the price rule. */
export interface CatalogueCopyChoice {
  categories?: string[];
  markup_percent: string;
  currency_rate?: string;
}

export type CatalogueCopyProps = {
  /** The provider's categories with their counts (GET /admin/providers/:id/catalogue). */
  categories: readonly ProviderCatalogueCategory[];
  loading?: boolean;
  /** The categories could not be read from the provider: why, and how to try again. */
  loadError?: { message: string; retry: () => void } | null;
  /** How the currency rate is asked, e.g. "NGN per provider currency unit"; no field when left out (rate 1). */
  currencyRateLabel?: string;
  currencyRateHint?: string;
  defaultMarkup?: string;
  onSubmit: (choice: CatalogueCopyChoice) => Promise<void>;
};

const isPercent = (value: string) => /^\d{1,5}(\.\d{1,4})?$/.test(value.trim());
const isRate = (value: string) => /^\d{1,12}(\.\d{1,8})?$/.test(value.trim()) && Number(value) > 0;

/** "Copies 42 services into 18 categories (5 new); 3 already copied stay as they are." */
export function copyPreview(chosen: readonly ProviderCatalogueCategory[]): string {
  const services = chosen.reduce((sum, category) => sum + category.services - category.imported, 0);
  const kept = chosen.reduce((sum, category) => sum + category.imported, 0);
  const created = chosen.filter((category) => !category.exists).length;
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return (
    `Copies ${plural(services, "service", "services")} into ${plural(chosen.length, "category", "categories")} (${created} new)` +
    (kept > 0 ? `; ${kept} already copied stay as they are.` : ".")
  );
}

/**
 * Copies a provider's catalogue in one step: all or chosen categories, each kept (made here by name when missing)
 * with its services, at one markup; the preview counts what will be made before anything is. Copying again adds only
 * what is new; later syncs keep the copy in step.
 */
export function CatalogueCopy({
  categories,
  loading = false,
  loadError = null,
  currencyRateLabel,
  currencyRateHint,
  defaultMarkup = "30",
  onSubmit,
}: CatalogueCopyProps) {
  const id = useId();
  const [unchosen, setUnchosen] = useState<ReadonlySet<string>>(new Set());
  const [markup, setMarkup] = useState(defaultMarkup);
  const [rate, setRate] = useState("");
  const [errors, setErrors] = useState<{ markup?: string; rate?: string; categories?: string; form?: string }>({});
  const [submitting, setSubmitting] = useState(false);

  if (loading) {
    return (
      <div role="status" aria-label="Loading the categories" className="grid gap-2">
        <Skeleton className="h-6" />
        <Skeleton className="h-6" />
        <Skeleton className="h-6" />
      </div>
    );
  }
  if (loadError) {
    return (
      <LoadError
        title="Could not load the provider's categories"
        message={loadError.message}
        onRetry={loadError.retry}
      />
    );
  }
  if (categories.length === 0) return <p className="text-muted-foreground text-sm">The provider lists no services.</p>;

  const chosen = categories.filter((category) => !unchosen.has(category.name));
  const all = chosen.length === categories.length ? true : chosen.length === 0 ? false : "indeterminate";
  const toggle = (name: string, on: boolean) =>
    setUnchosen((current) => {
      const next = new Set(current);
      if (on) next.delete(name);
      else next.add(name);
      return next;
    });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!isPercent(markup)) found.markup = MARKUP_MESSAGE;
    if (currencyRateLabel && rate.trim() !== "" && !isRate(rate)) found.rate = RATE_MESSAGE;
    if (chosen.length === 0) found.categories = NO_CATEGORY_MESSAGE;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await onSubmit({
        ...(all === true ? {} : { categories: chosen.map((category) => category.name) }),
        markup_percent: markup.trim(),
        ...(rate.trim() ? { currency_rate: rate.trim() } : {}),
      });
    } catch (error) {
      setErrors({ form: errorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form aria-label="Copy the catalogue" className="grid gap-4" onSubmit={submit} noValidate>
      <fieldset className="grid gap-2" aria-describedby={errors.categories ? `${id}-categories-error` : undefined}>
        <legend className="mb-1 font-medium text-sm">Categories</legend>
        <div className="flex items-center gap-2 border-b pb-2">
          <Checkbox
            id={`${id}-all`}
            checked={all}
            onCheckedChange={(on) => setUnchosen(on === true ? new Set() : new Set(categories.map((c) => c.name)))}
          />
          <Label htmlFor={`${id}-all`}>All categories ({categories.length})</Label>
        </div>
        <ul className="grid max-h-72 gap-2 overflow-y-auto pr-1">
          {categories.map((category, index) => {
            const boxId = `${id}-category-${index}`;
            const fresh = category.services - category.imported;
            return (
              <li key={category.name} className="flex items-start gap-2">
                <Checkbox
                  id={boxId}
                  className="mt-0.5"
                  checked={!unchosen.has(category.name)}
                  onCheckedChange={(on) => toggle(category.name, on === true)}
                  aria-describedby={`${boxId}-counts`}
                />
                <div className="grid min-w-0 gap-0.5">
                  <Label htmlFor={boxId} className="break-words">
                    {category.name}
                  </Label>
                  <span
                    id={`${boxId}-counts`}
                    className="flex flex-wrap items-center gap-1.5 text-muted-foreground text-xs"
                  >
                    {platformName(category.platform)} · {category.services} services
                    {category.imported > 0 ? ` · ${fresh} not copied yet` : ""}
                    {category.exists ? null : <Badge variant="info">New category</Badge>}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
        {errors.categories ? (
          <p id={`${id}-categories-error`} role="alert" className="text-destructive text-sm">
            {errors.categories}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Markup (%)" required error={errors.markup} hint="Added to the provider's price of every service.">
          <Input inputMode="decimal" value={markup} onChange={(event) => setMarkup(event.target.value)} />
        </Field>
        {currencyRateLabel ? (
          <Field label={currencyRateLabel} error={errors.rate} hint={currencyRateHint}>
            <Input inputMode="decimal" value={rate} onChange={(event) => setRate(event.target.value)} />
          </Field>
        ) : null}
      </div>
      <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm" data-slot="catalogue-copy-preview">
        {copyPreview(chosen)}
      </p>
      {errors.form ? (
        <Alert variant="danger">
          <AlertTitle>{errors.form}</AlertTitle>
        </Alert>
      ) : null}
      <Button type="submit" disabled={submitting} className="w-full sm:w-fit">
        {submitting ? "Copying..." : "Copy catalogue"}
      </Button>
    </form>
  );
}
