import { yupResolver } from "@hookform/resolvers/yup";
import {
  CHILD_PANEL_CURRENCY_OPTIONS,
  type ChildPanelCurrency,
  type ChildPanelValues,
  childPanelSchema,
} from "@smm/domain";
import type * as React from "react";
import { useId, useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "../../../display/Alert";
import { Field } from "../../../forms/Field";
import { Input } from "../../../forms/Input";
import { PasswordInput } from "../../../forms/PasswordInput";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../forms/Select";
import { cn } from "../../../lib/cn";
import { Button } from "../../../primitives/Button";
import { SectionCard } from "../shared/SectionCard";
import { submitErrorMessage } from "../shared/submitError";
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
  /** Orders the panel; the form resets when this resolves and shows the error when it rejects. */
  onSubmit: (values: ChildPanelValues) => Promise<void>;
  defaultValues?: Partial<FormValues>;
};

/** Child Panel: domain, the nameservers to point it at, currency, admin credentials, monthly price, order summary. */
export function ChildPanelForm({ onSubmit, defaultValues, className, ...props }: ChildPanelFormProps) {
  const ids = { form: useId(), nameservers: useId(), summary: useId() };
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const { control, register, handleSubmit, watch, reset, formState } = useForm<FormValues, unknown, ChildPanelValues>({
    // The form holds "" while no currency is chosen; the schema reports that as required.
    resolver: yupResolver(childPanelSchema) as Resolver<FormValues, unknown, ChildPanelValues>,
    defaultValues: { ...EMPTY, ...defaultValues },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await onSubmit(values);
      reset(EMPTY);
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ ok: false, message: submitErrorMessage(error) });
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
          <Field label="Currency" required error={errors.currency?.message}>
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
          <Field label="Price per month" required error={errors.pricePerMonth?.message}>
            <Input inputMode="decimal" placeholder="25.00" autoComplete="off" {...register("pricePerMonth")} />
          </Field>
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
          <Button type="submit" size="lg" pending={isSubmitting} className="justify-self-start">
            Submit Order
          </Button>
        </form>
      </SectionCard>
      <SectionCard title="Order Summary" headingId={ids.summary} className="self-start">
        <OrderSummary
          domain={watch("domain")}
          currency={watch("currency")}
          adminUsername={watch("adminUsername")}
          pricePerMonth={watch("pricePerMonth")}
        />
      </SectionCard>
    </div>
  );
}
