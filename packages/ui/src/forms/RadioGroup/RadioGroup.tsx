import { CircleIcon } from "lucide-react";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/cn";
import { useField, useFieldControl } from "../Field/FieldContext";

export type RadioGroupProps = React.ComponentProps<typeof RadioGroupPrimitive.Root>;

/**
 * A set of radio buttons (Radix): Tab enters the group at the checked item, arrow keys move and check.
 * Inside a Field the group is named by the Field's label.
 */
export function RadioGroup({ className, ...props }: RadioGroupProps) {
  const field = useField();
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      aria-labelledby={field && !props["aria-label"] ? field.labelId : undefined}
      className={cn("grid gap-3", className)}
      {...useFieldControl(props)}
    />
  );
}

export type RadioGroupItemProps = React.ComponentProps<typeof RadioGroupPrimitive.Item>;

export function RadioGroupItem({ className, ...props }: RadioGroupItemProps) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      className={cn(
        "aspect-square size-4 shrink-0 rounded-full border border-input bg-background text-primary shadow-xs outline-none transition-shadow",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
        "disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40",
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator data-slot="radio-group-indicator" className="flex items-center justify-center">
        <CircleIcon aria-hidden="true" className="size-2 fill-primary" />
      </RadioGroupPrimitive.Indicator>
    </RadioGroupPrimitive.Item>
  );
}
