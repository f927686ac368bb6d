import { createContext, useContext } from "react";

export type FieldContextValue = {
  controlId: string;
  /** The label's id, for controls a <label for> cannot name (a radio group). */
  labelId: string;
  /** Ids of the hint and error that are rendered, in reading order. */
  describedBy: string[];
  invalid: boolean;
  required: boolean;
  disabled: boolean;
};

export const FieldContext = createContext<FieldContextValue | null>(null);

/** The surrounding Field, or null when a control is used on its own. */
export function useField(): FieldContextValue | null {
  return useContext(FieldContext);
}

type ControlProps = {
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false" | "grammar" | "spelling";
  required?: boolean;
  disabled?: boolean;
};

/**
 * Merges the surrounding Field's wiring into a control's props: id (for the label), aria-describedby (hint + error),
 * aria-invalid and data-invalid, required and disabled. The control's own props win. Safe to apply twice (a wrapper
 * and the input inside it), since described-by ids are de-duplicated.
 */
export function useFieldControl<P extends ControlProps>(
  props: P,
): P & { "data-invalid"?: true; required?: boolean; disabled?: boolean } {
  const field = useField();
  const invalid = props["aria-invalid"] ?? (field?.invalid || undefined);
  const isInvalid = invalid === true || invalid === "true";
  if (!field) return { ...props, "data-invalid": isInvalid || undefined };
  const ids = [...(props["aria-describedby"]?.split(" ") ?? []), ...field.describedBy].filter(Boolean);
  return {
    ...props,
    id: props.id ?? field.controlId,
    "aria-describedby": ids.length > 0 ? [...new Set(ids)].join(" ") : undefined,
    "aria-invalid": invalid,
    "data-invalid": isInvalid || undefined,
    required: props.required ?? (field.required || undefined),
    disabled: props.disabled ?? (field.disabled || undefined),
  };
}
