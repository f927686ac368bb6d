import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../forms/Select";

export type SelectOption<Value extends string> = { value: Value; label: string };

type OptionsSelectProps<Value extends string> = {
  /** The trigger's accessible name. */
  label: string;
  options: readonly SelectOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  triggerClassName?: string;
};

/** A select over a list of labelled options. */
export function OptionsSelect<Value extends string>({
  label,
  options,
  value,
  onChange,
  triggerClassName,
}: OptionsSelectProps<Value>) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as Value)}>
      <SelectTrigger aria-label={label} className={triggerClassName}>
        <SelectValue>{options.find((option) => option.value === value)?.label}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
