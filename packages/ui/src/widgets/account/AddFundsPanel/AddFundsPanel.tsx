import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AddFundsValues,
  addFundsSchemaFor,
  canPay,
  depositBonus,
  depositCredit,
  isManualMethod,
  isMoneyInput,
  isPositive,
  PAYMENT_METHOD_LIST,
  type PaymentMethod,
  type PaymentMethodId,
  type Transaction,
} from "@smm/domain";
import { FlaskConical } from "lucide-react";
import type * as React from "react";
import { useEffect, useId, useMemo, useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "../../../display/Alert";
import { Badge } from "../../../display/Badge";
import { Field } from "../../../forms/Field";
import { Input } from "../../../forms/Input";
import { cn } from "../../../lib/cn";
import { errorMessage } from "../../../lib/errors";
import { Button } from "../../../primitives/Button";
import { useFormatCharge, usePanelCurrency } from "../../common/Money/MoneyDisplay";
import { SectionCard } from "../shared/SectionCard";
import { PaymentMethodPicker } from "./PaymentMethodPicker";
import { RecentTransactions } from "./RecentTransactions";

/** Chosen wording: the spec asks for a dismissible notice but gives no text. Names each method's bonus, if any. */
export function addFundsNotice(methods: readonly PaymentMethod[]): string {
  const bonuses = methods
    .filter((method) => isPositive(method.bonusPercent))
    .map((method) => ` ${method.label} deposits earn a ${method.bonusPercent}% bonus.`);
  return `Deposits are added to your balance as soon as the payment is confirmed.${bonuses.join("")}`;
}

/** The notice with the spec's methods (card 5 % bonus). */
export const ADD_FUNDS_NOTICE = addFundsNotice(PAYMENT_METHOD_LIST);

/** Demo mode's label: the sandbox checkout charges nothing, and the balance it adds is not money. */
export const DEMO_PAYMENT_LABEL = "Demo payment: no money moves";
export const NO_METHODS_MESSAGE = "No payment method is available yet. Please contact support.";

export type AddFundsPanelProps = Omit<React.ComponentProps<"div">, "children" | "onSubmit"> & {
  /** Starts the payment; the amount is cleared when this resolves and the error shown when it rejects. */
  onPay: (values: AddFundsValues) => Promise<void>;
  /** The methods on offer with the operator's minimums and bonuses (Settings); the spec's two by default. */
  methods?: readonly PaymentMethod[];
  /** Preselected when on offer, else the first method. */
  defaultMethod?: PaymentMethodId;
  transactions?: readonly Transaction[];
  transactionsLoading?: boolean;
  /** Why the transactions could not be loaded. */
  transactionsError?: string;
  onRetryTransactions?: () => void;
  /** The "how to add funds" video (the operator's, from Settings); without one the section is not shown. */
  videoGuide?: React.ReactNode;
  /** The panel runs in demo mode: payments go to a sandbox checkout, labelled as moving no money. */
  demo?: boolean;
  /** Where a manual bank transfer goes (bank, account number, name), shown when that method is chosen. */
  bankDetails?: string;
};

type FormValues = { method: PaymentMethodId; amount: string; transfer_reference: string | undefined };

/** Add Funds: method with its minimum and bonus, amount with the exact bonus preview, Pay Now, notice, video, history. */
export function AddFundsPanel({
  onPay,
  methods = PAYMENT_METHOD_LIST,
  defaultMethod = "card",
  transactions = [],
  transactionsLoading = false,
  transactionsError,
  onRetryTransactions,
  videoGuide,
  demo = false,
  bankDetails,
  className,
  ...props
}: AddFundsPanelProps) {
  const ids = { form: useId(), video: useId() };
  const formatMoney = useFormatCharge();
  const currency = usePanelCurrency();
  const [submitError, setSubmitError] = useState<string | null>(null);
  // The form holds "" while no method is chosen; the schema reports that as required.
  const resolver = useMemo(
    () => zodResolver(addFundsSchemaFor(methods, currency)) as Resolver<FormValues, unknown, AddFundsValues>,
    [methods, currency],
  );
  const initialMethod = methods.some((method) => method.id === defaultMethod)
    ? defaultMethod
    : (methods[0]?.id ?? defaultMethod);
  const { control, register, handleSubmit, watch, reset, setValue, formState } = useForm<
    FormValues,
    unknown,
    AddFundsValues
  >({
    resolver,
    mode: "onTouched",
    defaultValues: { method: initialMethod, amount: "", transfer_reference: "" },
  });
  const method = watch("method");
  const amount = watch("amount");
  const pay = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      await onPay(values);
      reset({ method: values.method, amount: "", transfer_reference: "" });
    } catch (error) {
      setSubmitError(errorMessage(error, "Could not submit the payment. Please try again."));
    }
  });
  const rules = methods.find((candidate) => candidate.id === method);
  const manual = rules !== undefined && isManualMethod(rules.id);
  // The methods on offer can change while the form is open (the operator's settings arrive): keep the choice valid.
  const firstOnOffer = methods[0]?.id;
  useEffect(() => {
    if (!rules && firstOnOffer) setValue("method", firstOnOffer);
  }, [rules, firstOnOffer, setValue]);

  return (
    <div data-slot="add-funds-panel" className={cn("grid gap-6", className)} {...props}>
      <Alert variant="info" dismissible>
        <AlertTitle>Good to know</AlertTitle>
        <AlertDescription>
          <p>{addFundsNotice(methods)}</p>
        </AlertDescription>
      </Alert>
      <div className={cn("grid gap-6", videoGuide && "lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]")}>
        <SectionCard title="Add Funds" headingId={ids.form}>
          {demo ? <DemoPaymentNotice /> : null}
          {methods.length === 0 ? (
            <Alert variant="warning">
              <AlertDescription>
                <p>{NO_METHODS_MESSAGE}</p>
              </AlertDescription>
            </Alert>
          ) : (
            <form noValidate onSubmit={pay} aria-labelledby={ids.form} className="grid gap-5">
              <Field label="Payment method">
                <Controller
                  control={control}
                  name="method"
                  render={({ field }) => (
                    <PaymentMethodPicker
                      methods={methods}
                      value={field.value}
                      onValueChange={field.onChange}
                      disabled={formState.isSubmitting}
                    />
                  )}
                />
              </Field>
              <Field
                label={`Amount (${currency})`}
                hint={rules ? `Minimum ${formatMoney(rules.minimum)}` : undefined}
                error={formState.errors.amount?.message}
              >
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  disabled={formState.isSubmitting}
                  {...register("amount")}
                />
              </Field>
              {manual ? (
                <>
                  <BankDetails details={bankDetails} />
                  <Field
                    label="Transfer reference"
                    hint="As written on your transfer, so we can find it"
                    error={formState.errors.transfer_reference?.message}
                  >
                    <Input autoComplete="off" disabled={formState.isSubmitting} {...register("transfer_reference")} />
                  </Field>
                </>
              ) : null}
              {rules ? <BonusPreview amount={amount} method={rules} /> : null}
              {submitError ? (
                <Alert variant="danger">
                  <AlertTitle>Payment could not be started</AlertTitle>
                  <AlertDescription>
                    <p>{submitError}</p>
                  </AlertDescription>
                </Alert>
              ) : null}
              <Button
                type="submit"
                size="lg"
                pending={formState.isSubmitting}
                disabled={!rules || !canPay(amount, rules)}
                className="justify-self-start"
              >
                {manual ? "Submit transfer" : "Pay Now"}
              </Button>
            </form>
          )}
        </SectionCard>
        {videoGuide ? (
          <SectionCard title="How to add funds" headingId={ids.video}>
            {videoGuide}
          </SectionCard>
        ) : null}
      </div>
      <RecentTransactions
        transactions={transactions}
        loading={transactionsLoading}
        error={transactionsError}
        onRetry={onRetryTransactions}
      />
    </div>
  );
}

function DemoPaymentNotice() {
  return (
    <p data-slot="demo-payment" className="mb-4 flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
      <Badge variant="warning" icon={<FlaskConical aria-hidden="true" />}>
        {DEMO_PAYMENT_LABEL}
      </Badge>
      <span>This panel runs in demo mode: checkouts are a sandbox and nothing is charged.</span>
    </p>
  );
}

/** Where the customer sends a manual bank transfer; credited once an operator finds it. */
function BankDetails({ details }: { details: string | undefined }) {
  return (
    <div data-slot="bank-details" className="grid gap-1 rounded-lg border p-4 text-sm">
      <p className="font-medium">Pay to</p>
      <p className="whitespace-pre-line">{details?.trim() || "Ask support for the account details."}</p>
      <p className="text-muted-foreground text-xs">
        Transfer the amount, then enter the reference you used. Your balance is credited once an operator confirms the
        transfer.
      </p>
    </div>
  );
}

/** The exact bonus and credit for the typed amount, from the domain's decimal maths: the naira credited, and their value in the display currency. */
function BonusPreview({ amount, method }: { amount: string; method: PaymentMethod }) {
  const formatMoney = useFormatCharge();
  const valid = isMoneyInput(amount);
  const { bonusPercent } = method;
  return (
    <dl
      data-slot="bonus-preview"
      aria-live="polite"
      className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg bg-muted p-4 text-sm"
    >
      <dt className="text-muted-foreground">Bonus ({bonusPercent}%)</dt>
      <dd className="text-right font-medium tabular-nums">{valid ? formatMoney(depositBonus(amount, method)) : "—"}</dd>
      <dt className="text-muted-foreground">You will receive</dt>
      <dd className="text-right font-semibold tabular-nums">
        {valid ? formatMoney(depositCredit(amount, method)) : "—"}
      </dd>
    </dl>
  );
}
