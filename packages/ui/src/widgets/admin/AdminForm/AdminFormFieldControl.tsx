import type { Control, UseFormRegister } from "react-hook-form";
import { Controller } from "react-hook-form";
import { Field } from "../../../forms/Field";
import { Input } from "../../../forms/Input";
import { PasswordInput } from "../../../forms/PasswordInput";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../forms/Select";
import { Switch } from "../../../forms/Switch";
import { Textarea } from "../../../forms/Textarea";
import { cn } from "../../../lib/cn";
import { type AdminFormField, type AdminFormValue, type AdminFormValues, requiredMessage } from "./adminFormFields";

type AdminFormFieldControlProps = {
  field: AdminFormField;
  register: UseFormRegister<AdminFormValues>;
  control: Control<AdminFormValues>;
  error?: string;
  disabled: boolean;
};

/** One field of an AdminForm: its label, control, hint and error. */
export function AdminFormFieldControl({ field, register, control, error, disabled }: AdminFormFieldControlProps) {
  const rules = {
    ...(field.required && field.kind !== "switch" ? { required: requiredMessage(field) } : {}),
    ...("validate" in field && field.validate
      ? { validate: (value: AdminFormValue) => field.validate?.(String(value)) ?? true }
      : {}),
  };
  const common = {
    label: field.label,
    hint: field.hint,
    error,
    required: field.required,
    disabled,
    className: cn(field.wide && "md:col-span-2"),
  };
  switch (field.kind) {
    case "textarea":
      return (
        <Field {...common}>
          <Textarea rows={field.rows ?? 4} placeholder={field.placeholder} {...register(field.name, rules)} />
        </Field>
      );
    case "password":
      return (
        <Field {...common}>
          <PasswordInput autoComplete={field.autoComplete ?? "new-password"} {...register(field.name, rules)} />
        </Field>
      );
    case "select":
      return (
        <Controller
          name={field.name}
          control={control}
          rules={rules}
          render={({ field: { value, onChange, ref } }) => (
            <Field {...common}>
              <Select value={String(value)} onValueChange={onChange}>
                <SelectTrigger ref={ref}>
                  <SelectValue placeholder={field.placeholder ?? "Choose..."} />
                </SelectTrigger>
                <SelectContent>
                  {field.options.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          )}
        />
      );
    case "switch":
      return (
        <Controller
          name={field.name}
          control={control}
          render={({ field: { value, onChange, ref } }) => (
            <Field {...common} orientation="horizontal">
              <Switch ref={ref} checked={value === true} onCheckedChange={onChange} />
            </Field>
          )}
        />
      );
    default:
      return (
        <Field {...common}>
          <Input
            type={field.kind}
            inputMode={field.kind === "number" ? "decimal" : undefined}
            step={field.step}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete}
            {...register(field.name, rules)}
          />
        </Field>
      );
  }
}
