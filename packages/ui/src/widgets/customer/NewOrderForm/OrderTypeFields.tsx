import { chargedUnits, orderedServiceOf, type Service, serviceTypeOf } from "@smm/domain";
import type { FieldErrors, UseFormRegister, UseFormSetValue } from "react-hook-form";
import { Field } from "../../../forms/Field";
import { Input } from "../../../forms/Input";
import { Switch } from "../../../forms/Switch";
import { Textarea } from "../../../forms/Textarea";
import { formatCount } from "../../shared/formatCount";
import { givenFields, type NewOrderInput, takesDripFeed } from "./orderInput";

/** Bounds as a customer reads them: 2,147,483,647 (the database's int maximum) reads "2.1B", not ten digits. */
const compactCount = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
export const formatBound = (value: number) => (value >= 10_000_000 ? compactCount.format(value) : formatCount(value));

export interface OrderTypeFieldsProps {
  service: Service;
  input: NewOrderInput;
  register: UseFormRegister<NewOrderInput>;
  setValue: UseFormSetValue<NewOrderInput>;
  errors: FieldErrors<NewOrderInput>;
}

/**
 * The fields of the chosen service's type, as PerfectPanel's order page has them: a comments or usernames box (one
 * a line; its count is the quantity, shown read-only), a hashtag, username or media link for the Mentions variants,
 * username / min / max / posts / delay / expiry for Subscriptions, an answer number for a Poll, and a drip-feed
 * switch with runs and interval where the service allows it. A package takes its link only.
 */
export function OrderTypeFields({ service, input, register, setValue, errors }: OrderTypeFieldsProps) {
  const type = serviceTypeOf(service.type);
  const bounds = `Min: ${formatBound(service.min_amount)} - Max: ${formatBound(service.max_amount)}`;
  const units = chargedUnits(orderedServiceOf(service), givenFields(service, input));
  const has = (name: keyof NewOrderInput) => name in givenFields(service, { ...input, drip: true });
  const countedList = type === "Custom Comments" ? "comments" : type === "Mentions Custom List" ? "usernames" : null;
  return (
    <>
      {has("link") ? (
        <Field label="Link" error={errors.link?.message}>
          <Input type="url" inputMode="url" placeholder="https://" autoComplete="url" {...register("link")} />
        </Field>
      ) : null}
      {countedList ? (
        <>
          <Field
            label={countedList === "comments" ? "Comments" : "Usernames"}
            hint={`One per line. ${bounds}`}
            error={errors[countedList]?.message}
          >
            <Textarea rows={5} {...register(countedList)} />
          </Field>
          <Field label="Quantity" hint={`The number of ${countedList === "comments" ? "comments" : "usernames"}`}>
            <Input readOnly value={String(units ?? 0)} data-slot="new-order-counted-quantity" />
          </Field>
        </>
      ) : null}
      {has("quantity") ? (
        <Field label="Quantity" hint={bounds} error={errors.quantity?.message}>
          <Input inputMode="numeric" placeholder={String(service.min_amount)} {...register("quantity")} />
        </Field>
      ) : null}
      {type === "Mentions" || type === "Mentions with Hashtags" ? (
        <Field label="Usernames" hint="One per line" error={errors.usernames?.message}>
          <Textarea rows={3} {...register("usernames")} />
        </Field>
      ) : null}
      {has("hashtags") ? (
        <Field label="Hashtags" hint="One per line" error={errors.hashtags?.message}>
          <Textarea rows={3} {...register("hashtags")} />
        </Field>
      ) : null}
      {has("hashtag") ? (
        <Field label="Hashtag" error={errors.hashtag?.message}>
          <Input placeholder="#hashtag" {...register("hashtag")} />
        </Field>
      ) : null}
      {has("username") ? (
        <Field
          label="Username"
          hint={type === "Subscriptions" ? "The account whose new posts receive the order" : undefined}
          error={errors.username?.message}
        >
          <Input autoComplete="off" {...register("username")} />
        </Field>
      ) : null}
      {has("media") ? (
        <Field label="Media link" hint="The post whose likers are mentioned" error={errors.media?.message}>
          <Input type="url" inputMode="url" placeholder="https://" {...register("media")} />
        </Field>
      ) : null}
      {type === "Subscriptions" ? (
        <SubscriptionFields bounds={bounds} register={register} errors={errors} units={units} />
      ) : null}
      {has("answer_number") ? (
        <Field
          label="Answer number"
          hint="The answer's place in the poll: 1 for the first"
          error={errors.answer_number?.message}
        >
          <Input inputMode="numeric" {...register("answer_number")} />
        </Field>
      ) : null}
      {takesDripFeed(service) ? (
        <>
          <Field label="Drip-feed" orientation="horizontal" hint="Deliver the quantity in runs, an interval apart">
            <Switch checked={input.drip} onCheckedChange={(on) => setValue("drip", on)} />
          </Field>
          {input.drip ? (
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Runs" error={errors.runs?.message}>
                <Input inputMode="numeric" placeholder="2" {...register("runs")} />
              </Field>
              <Field label="Interval (minutes)" error={errors.interval?.message}>
                <Input inputMode="numeric" placeholder="30" {...register("interval")} />
              </Field>
              <p data-slot="new-order-drip-total" className="text-muted-foreground text-sm sm:col-span-2">
                Total quantity: {formatCount(units ?? 0)} (quantity × runs)
              </p>
            </div>
          ) : null}
        </>
      ) : null}
    </>
  );
}

function SubscriptionFields({
  bounds,
  register,
  errors,
  units,
}: Pick<OrderTypeFieldsProps, "register" | "errors"> & { bounds: string; units: number | null }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Min" hint={`Per post. ${bounds}`} error={errors.min?.message}>
        <Input inputMode="numeric" {...register("min")} />
      </Field>
      <Field label="Max" hint="Per post; charged for this many" error={errors.max?.message}>
        <Input inputMode="numeric" {...register("max")} />
      </Field>
      <Field label="Posts" hint="New posts to deliver to; empty for one" error={errors.posts?.message}>
        <Input inputMode="numeric" {...register("posts")} />
      </Field>
      <Field label="Delay (minutes)" hint="After a post is published" error={errors.delay?.message}>
        <Input inputMode="numeric" placeholder="0" {...register("delay")} />
      </Field>
      <Field label="Expiry" hint="Optional: the date the subscription ends" error={errors.expiry?.message}>
        <Input placeholder="dd/mm/yyyy" {...register("expiry")} />
      </Field>
      <p data-slot="new-order-subscription-total" className="self-end text-muted-foreground text-sm">
        Total quantity: {formatCount(units ?? 0)} (max × posts)
      </p>
    </div>
  );
}
