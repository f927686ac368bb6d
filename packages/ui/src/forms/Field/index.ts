export { Field, FieldControl, type FieldControlProps, type FieldProps } from "./Field";
export { type FieldContextValue, useField, useFieldControl } from "./FieldContext";
