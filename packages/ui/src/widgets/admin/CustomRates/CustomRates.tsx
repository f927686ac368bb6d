import { type AdminCustomRate, formatMoney } from "@smm/domain";
import type * as React from "react";
import { useMemo } from "react";
import { Skeleton } from "../../../display/Skeleton";
import { Button } from "../../../primitives/Button";
import { usePanelCurrency } from "../../common/Money/MoneyDisplay";
import { AdminForm } from "../AdminForm";
import type { AdminFormField } from "../AdminForm/adminFormFields";

/** The form's fields, the rate in the panel's `currency`. */
const rateFields = (currency: string): readonly AdminFormField[] => [
  { name: "service_id", label: "Service ID", kind: "number", step: "1", required: true },
  {
    name: "rate_per_1000",
    label: `Rate per 1000 (${currency})`,
    kind: "number",
    step: "0.1",
    required: true,
    hint: "What this customer pays instead of the list price; their discount is not taken off it.",
  },
];

export type CustomRatesProps = Omit<React.ComponentProps<"div">, "children" | "onSubmit"> & {
  /** The customer's custom rates; `undefined` while they load. */
  rates: readonly AdminCustomRate[] | undefined;
  /** Sets (or changes) a rate; reject with the api-client's error to show it on the form. */
  onSave: (rate: { serviceId: number; ratePer1000: string }) => Promise<void>;
  onRemove: (serviceId: number) => void;
  /** The service whose rate is being removed. */
  removing?: number | null;
};

/**
 * A customer's negotiated prices (resellers negotiate rates): a form to set a service's rate per 1000 and the list
 * of rates set, each beside its list price, with Remove.
 */
export function CustomRates({ rates, onSave, onRemove, removing = null, ...props }: CustomRatesProps) {
  const currency = usePanelCurrency();
  const fields = useMemo(() => rateFields(currency), [currency]);
  return (
    <AdminForm
      data-slot="custom-rates"
      title="Custom rates"
      description="A price per 1000 for one service, for this customer only: shown and charged everywhere they order."
      fields={fields}
      submitLabel="Save rate"
      resetOnSuccess
      disabled={rates === undefined}
      onSubmit={(values) => onSave({ serviceId: Number(values.service_id), ratePer1000: String(values.rate_per_1000) })}
      footer={<RateList rates={rates} onRemove={onRemove} removing={removing} />}
      {...props}
    />
  );
}

function RateList({ rates, onRemove, removing }: Pick<CustomRatesProps, "rates" | "onRemove" | "removing">) {
  if (rates === undefined) return <Skeleton className="h-10 w-full" />;
  if (rates.length === 0) {
    return <p className="text-muted-foreground text-sm">No custom rates: this customer pays the list prices.</p>;
  }
  return (
    <ul aria-label="Custom rates" className="divide-y rounded-md border">
      {rates.map((rate) => (
        <li key={rate.serviceId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
          <span className="min-w-0">
            <span className="font-medium">
              {rate.serviceId} - {rate.service}
            </span>
            <span className="block text-muted-foreground tabular-nums">
              <span className="line-through">{formatMoney(rate.listRatePer1000)}</span>
              <span className="sr-only"> list price, now</span> {formatMoney(rate.ratePer1000)} per 1000
            </span>
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            pending={removing === rate.serviceId}
            aria-label={`Remove the rate for service ${rate.serviceId}`}
            onClick={() => onRemove(rate.serviceId)}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
