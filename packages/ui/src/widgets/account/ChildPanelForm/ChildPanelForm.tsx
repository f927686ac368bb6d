import { zodResolver } from "@hookform/resolvers/zod";
import {
  CHILD_PANEL_CURRENCY_OPTIONS,
  type ChildPanelCurrency,
  type ChildPanelValues,
  childPanelSchema,
  type DecimalString,
} from "@smm/domain";
import type * as React from "react";
import { useEffect, useId, useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "../../../display/Alert";
import { Field } from "../../../forms/Field";
import { Input } from "../../../forms/Input";
import { PasswordInput } from "../../../forms/PasswordInput";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../forms/Select";
import { cn } from "../../../lib/cn";
import { errorMessage } from "../../../lib/errors";
import { Button } from "../../../primitives/Button";
import { useFormatCharge } from "../../common/Money/MoneyDisplay";
import { SectionCard } from "../shared/SectionCard";
import { NameserverList } from "./NameserverList";
import { OrderSummary } from "./OrderSummary";

/** Chosen wording: the spec says the form resets after the submit but gives no confirmation text. */
export const CHILD_PANEL_SUCCESS = "Your child panel order was received.";

type FormValues = {
  domain: string;
  currency: ChildPanelCurrency | "";
  adminUsername: string;
  adminPassword: string;
  confirmPassword: string;
  pricePerMonth: string;
};

const EMPTY: FormValues = {
  domain: "",
  currency: "",
  adminUsername: "",
  adminPassword: "",
  confirmPassword: "",
  pricePerMonth: "",
};

export type ChildPanelFormProps = Omit<React.ComponentProps<"div">, "children" | "onSubmit"> & {
  /**
   * Orders the panel; the form resets when this resolves and shows the error when it rejects. `pricePerMonth` is the
   * price the customer was shown, so the server can refuse an order if the operator changed it meanwhile.
   */
  onSubmit: (values: ChildPanelValues) => Promise<void>;
  /**
   * The operator's monthly price (Settings), in NGN: what the panel costs and what is charged from the balance,
   * shown in the display currency; undefined while it loads (nothing can be ordered then).
   */
  pricePerMonth: DecimalString | undefined;
  defaultValues?: Partial<Omit<FormValues, "pricePerMonth">>;
};

/**
 * Child Panel: domain, the nameservers to point it at, the currency the panel's customers pay in, admin credentials,
 * the operator's monthly price, order summary.
 */
export function ChildPanelForm({ onSubmit, pricePerMonth, defaultValues, className, ...props }: ChildPanelFormProps) {
  const ids = { form: useId(), nameservers: useId(), summary: useId() };
  const formatCharge = useFormatCharge();
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const price = pricePerMonth ?? "";
  const { control, register, handleSubmit, watch, reset, setValue, formState } = useForm<
    FormValues,
    unknown,
    ChildPanelValues
  >({
    // The form holds "" while no currency is chosen; the schema reports that as required.
    resolver: zodResolver(childPanelSchema) as Resolver<FormValues, unknown, ChildPanelValues>,
    defaultValues: { ...EMPTY, ...defaultValues, pricePerMonth: price },
  });
  // The price is the operator's, not typed: the form sends the one it shows.
  useEffect(() => setValue("pricePerMonth", price), [price, setValue]);
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await onSubmit(values);
      reset({ ...EMPTY, pricePerMonth: price });
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({
        ok: false,
        message: errorMessage(error, "Could not order the child panel. Please try again."),
      });
    }
  });

  return (
    <div
      data-slot="child-panel-form"
      className={cn("grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]", className)}
      {...props}
    >
      <SectionCard title="Child Panel" description="Run your own panel on your domain." headingId={ids.form}>
        <form noValidate onSubmit={submit} aria-labelledby={ids.form} className="grid gap-5">
          <Field label="Domain" required error={errors.domain?.message}>
            <Input placeholder="yourpanel.com" autoComplete="off" {...register("domain")} />
          </Field>
          <div className="grid gap-2">
            <p id={ids.nameservers} className="font-medium text-sm">
              Point your domain to these nameservers
            </p>
            <NameserverList labelledBy={ids.nameservers} />
          </div>
          <Field
            label="Currency"
            required
            hint="What your panel's customers will pay in. Your monthly price is charged from your balance in Naira."
            error={errors.currency?.message}
          >
            <Controller
              control={control}
              name="currency"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur} className="w-full">
                    <SelectValue placeholder="Select a currency" />
                  </SelectTrigger>
                  <SelectContent>
                    {CHILD_PANEL_CURRENCY_OPTIONS.map((option) => (
                      <SelectItem key={option.value} value={option.value}>
                        {option.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </Field>
          <Field label="Admin username" required error={errors.adminUsername?.message}>
            <Input autoComplete="off" {...register("adminUsername")} />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Admin password" required error={errors.adminPassword?.message}>
              <PasswordInput autoComplete="new-password" {...register("adminPassword")} />
            </Field>
            <Field label="Confirm password" required error={errors.confirmPassword?.message}>
              <PasswordInput autoComplete="new-password" {...register("confirmPassword")} />
            </Field>
          </div>
          <dl data-slot="child-panel-price" className="grid gap-1 rounded-lg border bg-muted/40 p-4 text-sm">
            <dt className="font-medium">Price per month</dt>
            <dd aria-live="polite">
              {pricePerMonth === undefined ? (
                <span className="text-muted-foreground">Loading the price…</span>
              ) : (
                <>
                  <span className="font-semibold text-base tabular-nums">{formatCharge(pricePerMonth)}</span>
                  <span className="text-muted-foreground">, charged from your balance when you order</span>
                </>
              )}
            </dd>
            {errors.pricePerMonth?.message ? (
              <dd className="text-destructive">{errors.pricePerMonth.message}</dd>
            ) : null}
          </dl>
          {outcome?.ok === false ? (
            <Alert variant="danger">
              <AlertTitle>The order could not be placed</AlertTitle>
              <AlertDescription>
                <p>{outcome.message}</p>
              </AlertDescription>
            </Alert>
          ) : null}
          {outcome?.ok ? (
            <Alert variant="success">
              <AlertTitle>{CHILD_PANEL_SUCCESS}</AlertTitle>
            </Alert>
          ) : null}
          <Button
            type="submit"
            size="lg"
            pending={isSubmitting}
            disabled={pricePerMonth === undefined}
            className="justify-self-start"
          >
            Submit Order
          </Button>
        </form>
      </SectionCard>
      <SectionCard title="Order Summary" headingId={ids.summary} className="self-start">
        <OrderSummary
          domain={watch("domain")}
          currency={watch("currency")}
          adminUsername={watch("adminUsername")}
          pricePerMonth={pricePerMonth}
        />
      </SectionCard>
    </div>
  );
}
