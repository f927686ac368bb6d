import { Slot } from "radix-ui";
import type * as React from "react";
import { useId } from "react";
import { cn } from "../../lib/cn";
import { Label } from "../Label/Label";
import { FieldContext, type FieldContextValue, useFieldControl } from "./FieldContext";

export type FieldProps = Omit<React.ComponentProps<"div">, "children"> & {
  label: React.ReactNode;
  /** Help text under the control, read after the label. */
  hint?: React.ReactNode;
  /** An error message; when present the control is marked invalid and the message is announced. */
  error?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The control's id; generated when omitted. Set ids here, not on the control. */
  controlId?: string;
  /** `horizontal` puts a checkbox or switch before its label. */
  orientation?: "vertical" | "horizontal";
  children: React.ReactNode;
};

/**
 * Ties a label, one control, a hint and an error together. The kit's controls (Input, Textarea, PasswordInput,
 * Checkbox, Switch, SelectTrigger, Combobox ...) pick the wiring up by themselves; wrap any other control in
 * <FieldControl>.
 */
export function Field({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  controlId,
  orientation = "vertical",
  className,
  children,
  ...props
}: FieldProps) {
  const generatedId = useId();
  const id = controlId ?? `field-${generatedId}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = error != null && error !== false && error !== "";
  const context: FieldContextValue = {
    controlId: id,
    labelId: `${id}-label`,
    describedBy: [hint ? hintId : null, invalid ? errorId : null].filter((x): x is string => x !== null),
    invalid,
    required,
    disabled,
  };
  const labelElement = (
    <Label htmlFor={id} id={`${id}-label`} data-slot="field-label">
      {label}
      {/* Screen readers hear "required" from the control itself; the star is for sighted users. */}
      {required && (
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      )}
    </Label>
  );
  return (
    <FieldContext value={context}>
      <div
        data-slot="field"
        data-orientation={orientation}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
        className={cn("group grid gap-2", className)}
        {...props}
      >
        {orientation === "horizontal" ? (
          <div className="flex items-center gap-2">
            {children}
            {labelElement}
          </div>
        ) : (
          <>
            {labelElement}
            {children}
          </>
        )}
        {hint && (
          <p id={hintId} data-slot="field-hint" className="text-muted-foreground text-sm">
            {hint}
          </p>
        )}
        {invalid && (
          <p id={errorId} data-slot="field-error" role="alert" className="font-medium text-destructive text-sm">
            {error}
          </p>
        )}
      </div>
    </FieldContext>
  );
}

export type FieldControlProps = React.ComponentProps<typeof Slot.Root>;

/** Passes the Field's wiring (id, aria-describedby, aria-invalid, data-invalid, required, disabled) to its one child. */
export function FieldControl(props: FieldControlProps) {
  return <Slot.Root data-slot="field-control" {...useFieldControl(props)} />;
}
