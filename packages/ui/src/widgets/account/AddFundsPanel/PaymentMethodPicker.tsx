import { formatMoney, PAYMENT_METHOD_LIST, type PaymentMethod, type PaymentMethodId } from "@smm/domain";
import { useId } from "react";
import { RadioGroup, RadioGroupItem } from "../../../forms/RadioGroup";
import { useFormatCharge } from "../../common/Money/MoneyDisplay";

export type PaymentMethodPickerProps = {
  /** The methods on offer (the operator's, from Settings); the spec's two by default. */
  methods?: readonly PaymentMethod[];
  value: PaymentMethodId;
  onValueChange: (method: PaymentMethodId) => void;
  disabled?: boolean;
};

/** The payment methods as radio cards, each with its minimum and bonus. */
export function PaymentMethodPicker({
  methods = PAYMENT_METHOD_LIST,
  value,
  onValueChange,
  disabled,
}: PaymentMethodPickerProps) {
  return (
    <RadioGroup
      value={value}
      onValueChange={(next) => {
        const method = methods.find((candidate) => candidate.id === next);
        if (method) onValueChange(method.id);
      }}
      disabled={disabled}
      className="grid gap-3 sm:grid-cols-2"
    >
      {methods.map((method) => (
        <PaymentMethodOption key={method.id} method={method} />
      ))}
    </RadioGroup>
  );
}

/**
 * Terms of a method, e.g. "Minimum ₦100.00 · 5% bonus" or "Minimum ₦500.00 · No maximum"; `format` writes the
 * amounts (the display currency beside the naira in the panel).
 */
export function methodTerms(method: PaymentMethod, format: (amountNgn: string) => string = formatMoney): string {
  const parts = [`Minimum ${format(method.minimum)}`];
  if (method.maximum === null) parts.push("No maximum");
  else parts.push(`Maximum ${format(method.maximum)}`);
  if (method.bonusPercent !== "0") parts.push(`${method.bonusPercent}% bonus`);
  return parts.join(" · ");
}

function PaymentMethodOption({ method }: { method: PaymentMethod }) {
  const id = useId();
  const formatMoney = useFormatCharge();
  return (
    <label
      htmlFor={id}
      data-slot="payment-method"
      className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors hover:bg-accent/50 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/40"
    >
      <RadioGroupItem
        id={id}
        value={method.id}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-terms`}
        className="mt-0.5"
      />
      <span className="grid gap-1">
        <span id={`${id}-label`} className="font-medium text-sm">
          {method.label}
        </span>
        <span id={`${id}-terms`} className="text-muted-foreground text-xs">
          {methodTerms(method, formatMoney)}
        </span>
        <span className="text-muted-foreground text-xs">{method.description}</span>
      </span>
    </label>
  );
}
