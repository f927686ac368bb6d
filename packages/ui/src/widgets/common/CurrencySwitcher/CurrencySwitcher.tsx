import { CURRENCIES, type CurrencyCode, currencyOption, isCurrencyCode } from "@smm/domain";
import type * as React from "react";
import { Skeleton } from "../../../display/Skeleton";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  type SelectTriggerProps,
  SelectValue,
} from "../../../forms/Select";
import { cn } from "../../../lib/cn";

export type CurrencySwitcherProps = Omit<SelectTriggerProps, "value" | "defaultValue" | "onChange" | "children"> & {
  /** The selected display currency (controlled). */
  value: CurrencyCode;
  onValueChange: (currency: CurrencyCode) => void;
  /** The accessible name; "Currency" unless the page needs a more specific one. */
  "aria-label"?: string;
  /** Extra props for the list (e.g. `align="end"` in a header). */
  contentProps?: Omit<React.ComponentProps<typeof SelectContent>, "children">;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * The display currency dropdown: the six currencies of the domain with symbol, code and name. Controlled: the page
 * keeps the choice (and stores it if it wants to).
 */
export function CurrencySwitcher({
  value,
  onValueChange,
  "aria-label": ariaLabel = "Currency",
  className,
  contentProps,
  disabled,
  open,
  defaultOpen,
  onOpenChange,
  ...triggerProps
}: CurrencySwitcherProps) {
  const selected = currencyOption(value);
  return (
    <Select
      value={value}
      onValueChange={(next) => {
        if (isCurrencyCode(next)) onValueChange(next);
      }}
      disabled={disabled}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <SelectTrigger
        data-slot="currency-switcher"
        aria-label={ariaLabel}
        // min-w-24: CurrencySwitcherPlaceholder below takes the same room.
        className={cn("w-fit min-w-24 tabular-nums", className)}
        {...triggerProps}
      >
        {/* The trigger stays compact ("₦ NGN"); the list also names each currency. */}
        <SelectValue>
          <span aria-hidden="true" className="text-muted-foreground">
            {selected.symbol}
          </span>{" "}
          {selected.code}
        </SelectValue>
      </SelectTrigger>
      <SelectContent {...contentProps}>
        {CURRENCIES.map(({ code, symbol, name }) => (
          <SelectItem key={code} value={code} data-currency={code}>
            <span className="inline-block w-6 text-muted-foreground">{symbol}</span>{" "}
            <span className="font-medium">{code}</span> <span className="text-muted-foreground">{name}</span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * Holds the switcher's place while the currency is not known yet (a customer page's prerendered shell cannot read
 * the visitor's choice): the trigger's default height (Select's h-9) and its minimum width.
 */
export function CurrencySwitcherPlaceholder({ className }: { className?: string }) {
  return <Skeleton data-slot="currency-switcher-placeholder" className={cn("h-9 w-24", className)} />;
}
