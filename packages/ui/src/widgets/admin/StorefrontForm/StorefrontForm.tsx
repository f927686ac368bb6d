import { zodResolver } from "@hookform/resolvers/zod";
import {
  LEGAL_PAGE_TITLES,
  LEGAL_PAGES,
  STOREFRONT_LIMITS as LIMITS,
  MAX_STARS,
  STOREFRONT_ICON_LABELS,
  STOREFRONT_ICONS,
  type StorefrontFormValues,
  type StorefrontList,
  storefrontFormSchema,
} from "@smm/domain";
import type * as React from "react";
import { useId, useState } from "react";
import {
  type Control,
  Controller,
  type FieldPath,
  get,
  type Resolver,
  type UseFormRegister,
  useFieldArray,
  useForm,
} from "react-hook-form";
import { Alert, AlertDescription } from "../../../display/Alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../display/Card";
import { Field } from "../../../forms/Field";
import { Input } from "../../../forms/Input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../forms/Select";
import { Textarea } from "../../../forms/Textarea";
import { cn } from "../../../lib/cn";
import { errorMessage, firstRefusedField, submitFieldErrors, useFocusRefusedField } from "../../../lib/errors";
import { Button } from "../../../primitives/Button";
import { ListEditor } from "./ListEditor";

export type StorefrontFormProps = Omit<React.ComponentProps<"div">, "children" | "onSubmit" | "defaultValue"> & {
  /** The panel's storefront, support hours and legal pages now. */
  value: StorefrontFormValues;
  /**
   * Saves them. Reject with an Error to show its message; an `errors` map (`storefront.faq.0.answer`,
   * `legal_pages.terms`, as PUT /admin/settings answers) puts each first message under its field.
   */
  onSubmit: (values: StorefrontFormValues) => Promise<void>;
  disabled?: boolean;
};

type Path = FieldPath<StorefrontFormValues>;

/** What "Add …" puts at the end of each list. */
const NEW_ITEM = {
  highlights: { title: "", text: "", icon: "check" },
  features: { title: "", text: "", icon: "check" },
  steps: { title: "", text: "" },
  stories: { name: "", place: "", stars: MAX_STARS, text: "" },
  faq: { question: "", answer: "" },
  support_channels: { name: "", detail: "" },
} as const;

type Parts = {
  control: Control<StorefrontFormValues>;
  register: UseFormRegister<StorefrontFormValues>;
  errors: object;
  busy: boolean;
};

/** A text field of the form, its error from the schema or the server. */
function TextField({
  parts,
  name,
  label,
  hint,
  rows,
  max,
  className,
}: {
  parts: Parts;
  name: Path;
  label: string;
  hint?: string;
  /** A text area of this many rows; a one-line input when omitted. */
  rows?: number;
  max: number;
  className?: string;
}) {
  const error = (get(parts.errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field label={label} hint={hint} error={error} disabled={parts.busy} className={className}>
      {rows ? (
        <Textarea rows={rows} maxLength={max} {...parts.register(name)} />
      ) : (
        <Input maxLength={max} {...parts.register(name)} />
      )}
    </Field>
  );
}

/** A select over fixed choices (an icon, a number of stars), its value kept as the schema wants it. */
function ChoiceField({
  parts,
  name,
  label,
  choices,
  asNumber = false,
}: {
  parts: Parts;
  name: Path;
  label: string;
  choices: readonly { value: string; label: string }[];
  asNumber?: boolean;
}) {
  const error = (get(parts.errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field label={label} error={error} disabled={parts.busy}>
      <Controller
        control={parts.control}
        name={name}
        render={({ field: { value, onChange, ref } }) => (
          <Select value={String(value)} onValueChange={(next) => onChange(asNumber ? Number(next) : next)}>
            <SelectTrigger ref={ref}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {choices.map((choice) => (
                <SelectItem key={choice.value} value={choice.value}>
                  {choice.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </Field>
  );
}

const ICON_CHOICES = STOREFRONT_ICONS.map((icon) => ({ value: icon, label: STOREFRONT_ICON_LABELS[icon] }));
const STAR_CHOICES = Array.from({ length: MAX_STARS }, (_, index) => {
  const stars = MAX_STARS - index;
  return { value: String(stars), label: `${stars} star${stars === 1 ? "" : "s"}` };
});

/** One list of the storefront as a ListEditor over react-hook-form's field array. */
function StorefrontListEditor({
  parts,
  list,
  title,
  itemName,
  description,
  renderItem,
}: {
  parts: Parts;
  list: StorefrontList;
  title: string;
  itemName: string;
  description?: string;
  renderItem: (prefix: `storefront.${StorefrontList}.${number}`) => React.ReactNode;
}) {
  const { fields, append, move, remove } = useFieldArray({ control: parts.control, name: `storefront.${list}` });
  const error = (get(parts.errors, `storefront.${list}`) as { message?: string } | undefined)?.message;
  return (
    <ListEditor
      title={title}
      itemName={itemName}
      description={description}
      keys={fields.map((field) => field.id)}
      max={LIMITS[list]}
      error={error}
      disabled={parts.busy}
      // The new item's fields are typed as the list's (NEW_ITEM has one of each list).
      onAdd={() => append({ ...NEW_ITEM[list] } as never, { shouldFocus: true })}
      onMove={move}
      onRemove={remove}
      renderItem={(index) => renderItem(`storefront.${list}.${index}`)}
    />
  );
}

/** A titled group of the form. */
function Part({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4 border-t pt-6 first:border-t-0 first:pt-0">
      <div>
        <h3 id={headingId} className="font-semibold text-lg">
          {title}
        </h3>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * The operator's storefront: the announcement banner, the landing's highlights, features, steps, customer stories
 * and FAQ, support's response time, hours and channels, and the terms, privacy and refund pages. Every list can be
 * added to, reordered and emptied; anything left empty is not shown on the panel. Checked with the server's rules.
 */
export function StorefrontForm({ value, onSubmit, disabled = false, className, ...props }: StorefrontFormProps) {
  const titleId = useId();
  const [submitError, setSubmitError] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<StorefrontFormValues>({
    resolver: zodResolver(storefrontFormSchema) as Resolver<StorefrontFormValues>,
    mode: "onTouched",
    defaultValues: value,
    shouldFocusError: false,
  });
  const busy = isSubmitting || disabled;
  const parts: Parts = { control, register, errors, busy };
  const focusRefused = useFocusRefusedField(setFocus, isSubmitting);

  const submit = handleSubmit(
    async (values) => {
      setSubmitError(undefined);
      try {
        await onSubmit(values);
      } catch (rejection) {
        const known = Object.entries(submitFieldErrors(rejection))
          .filter(([path]) => /^(storefront|support_hours|legal_pages)\b/.test(path))
          .map(([path, messages]) => [path as Path, messages[0] ?? ""] as const);
        for (const [path, message] of known) setError(path, { message });
        focusRefused(known[0]?.[0]);
        if (known.length === 0) setSubmitError(errorMessage(rejection, "Could not save. Please try again."));
      }
    },
    (refused) => focusRefused(firstRefusedField(refused)),
  );

  return (
    <Card data-slot="storefront-form" className={cn("w-full max-w-3xl", className)} {...props}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={titleId}>Storefront</h2>
        </CardTitle>
        <CardDescription>
          Every text of your landing page, your customers' banner, your support details and your legal pages. Anything
          left empty is not shown.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form aria-labelledby={titleId} aria-busy={isSubmitting} noValidate onSubmit={submit} className="grid gap-6">
          {submitError ? (
            <Alert variant="danger">
              <AlertDescription>{submitError}</AlertDescription>
            </Alert>
          ) : null}

          <Part title="Announcement banner" description="Shown atop every customer page until dismissed.">
            <div className="grid gap-4 md:grid-cols-2">
              <TextField parts={parts} name="storefront.announcement.title" label="Banner title" max={LIMITS.title} />
              <TextField
                parts={parts}
                name="storefront.announcement.text"
                label="Banner text"
                hint="Empty: no banner. A new text shows again to those who closed the old one."
                rows={2}
                max={LIMITS.text}
                className="md:col-span-2"
              />
            </div>
          </Part>

          <Part title="Landing page" description="The headline and sub-headline are under Branding.">
            <StorefrontListEditor
              parts={parts}
              list="highlights"
              title="Highlights"
              itemName="highlight"
              description="Short claims beside the sign-in form."
              renderItem={(prefix) => <FeatureFields parts={parts} prefix={prefix} />}
            />
            <StorefrontListEditor
              parts={parts}
              list="features"
              title="Features"
              itemName="feature"
              renderItem={(prefix) => <FeatureFields parts={parts} prefix={prefix} />}
            />
            <StorefrontListEditor
              parts={parts}
              list="steps"
              title="How it works"
              itemName="step"
              renderItem={(prefix) => (
                <div className="grid items-start gap-3 md:grid-cols-2">
                  <TextField parts={parts} name={`${prefix}.title` as Path} label="Title" max={LIMITS.title} />
                  <TextField parts={parts} name={`${prefix}.text` as Path} label="Text" max={LIMITS.text} />
                </div>
              )}
            />
            <StorefrontListEditor
              parts={parts}
              list="stories"
              title="Customer stories"
              itemName="story"
              description="Only real customers' words, with their consent."
              renderItem={(prefix) => (
                <div className="grid gap-3 md:grid-cols-3">
                  <TextField parts={parts} name={`${prefix}.name` as Path} label="Name" max={LIMITS.storyName} />
                  <TextField parts={parts} name={`${prefix}.place` as Path} label="Place" max={LIMITS.storyPlace} />
                  <ChoiceField
                    parts={parts}
                    name={`${prefix}.stars` as Path}
                    label="Stars"
                    choices={STAR_CHOICES}
                    asNumber
                  />
                  <TextField
                    parts={parts}
                    name={`${prefix}.text` as Path}
                    label="Story"
                    rows={2}
                    max={LIMITS.storyText}
                    className="md:col-span-3"
                  />
                </div>
              )}
            />
            <StorefrontListEditor
              parts={parts}
              list="faq"
              title="FAQ"
              itemName="question"
              renderItem={(prefix) => (
                <div className="grid gap-3">
                  <TextField parts={parts} name={`${prefix}.question` as Path} label="Question" max={LIMITS.question} />
                  <TextField
                    parts={parts}
                    name={`${prefix}.answer` as Path}
                    label="Answer"
                    hint="Plain text; a blank line starts a new paragraph."
                    rows={3}
                    max={LIMITS.answer}
                  />
                </div>
              )}
            />
          </Part>

          <Part title="Support" description="Shown on the Support page beside the ticket rules.">
            <div className="grid gap-4 md:grid-cols-2">
              <TextField
                parts={parts}
                name="storefront.support_response_time"
                label="Response time"
                hint="e.g. We answer most tickets within two hours."
                rows={2}
                max={LIMITS.responseTime}
              />
              <TextField
                parts={parts}
                name="support_hours"
                label="Support hours"
                hint="e.g. Support hours: Monday to Friday, 9AM to 5PM."
                rows={2}
                max={500}
              />
            </div>
            <StorefrontListEditor
              parts={parts}
              list="support_channels"
              title="Channels"
              itemName="channel"
              description="Other ways to reach you, each named: WhatsApp, Telegram, e-mail."
              renderItem={(prefix) => (
                <div className="grid items-start gap-3 md:grid-cols-2">
                  <TextField parts={parts} name={`${prefix}.name` as Path} label="Name" max={LIMITS.channelName} />
                  <TextField
                    parts={parts}
                    name={`${prefix}.detail` as Path}
                    label="Details"
                    rows={2}
                    max={LIMITS.channelDetail}
                  />
                </div>
              )}
            />
          </Part>

          <Part
            title="Legal pages"
            description="Plain text; a blank line starts a new paragraph. A page left empty does not exist and is not linked."
          >
            {LEGAL_PAGES.map((page) => (
              <TextField
                key={page}
                parts={parts}
                name={`legal_pages.${page}`}
                label={LEGAL_PAGE_TITLES[page]}
                hint={`At /${page}, linked from the landing page and sign-up.`}
                rows={6}
                max={LIMITS.legalPage}
              />
            ))}
          </Part>

          <div className="flex flex-wrap justify-end gap-2">
            <Button type="submit" pending={isSubmitting} disabled={disabled}>
              Save storefront
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** A highlight's or a feature's fields: title, icon and text. */
function FeatureFields({ parts, prefix }: { parts: Parts; prefix: string }) {
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_12rem]">
      <TextField parts={parts} name={`${prefix}.title` as Path} label="Title" max={LIMITS.title} />
      <ChoiceField parts={parts} name={`${prefix}.icon` as Path} label="Icon" choices={ICON_CHOICES} />
      <TextField
        parts={parts}
        name={`${prefix}.text` as Path}
        label="Text"
        rows={2}
        max={LIMITS.text}
        className="md:col-span-2"
      />
    </div>
  );
}
