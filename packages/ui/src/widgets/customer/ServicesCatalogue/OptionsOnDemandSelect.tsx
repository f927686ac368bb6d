import { useCallback, useState } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../forms/Select";

export type SelectOption<Value extends string> = { value: Value; label: string };

type OptionsOnDemandSelectProps<Value extends string> = {
  /** The trigger's accessible name. */
  label: string;
  options: readonly SelectOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  triggerClassName?: string;
};

/**
 * A select whose options mount the first time someone reaches for it (pointer over the trigger, focus on it, or
 * opening it), not with the page. A closed Radix Select mounts its options off-screen, and registering them
 * re-renders the whole Select a few times inside the first commit: the catalogue's two selects cost more of its
 * first render than a table of rows. The trigger names the selected option itself, so it looks the same either way.
 */
export function OptionsOnDemandSelect<Value extends string>({
  label,
  options,
  value,
  onChange,
  triggerClassName,
}: OptionsOnDemandSelectProps<Value>) {
  const [optionsMounted, setOptionsMounted] = useState(false);
  const mountOptions = useCallback(() => setOptionsMounted(true), []);
  return (
    <Select
      value={value}
      onValueChange={(next) => onChange(next as Value)}
      onOpenChange={(open) => {
        if (open) mountOptions();
      }}
    >
      <SelectTrigger
        aria-label={label}
        className={triggerClassName}
        onFocus={mountOptions}
        onPointerEnter={mountOptions}
      >
        <SelectValue>{options.find((option) => option.value === value)?.label}</SelectValue>
      </SelectTrigger>
      {optionsMounted ? (
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      ) : null}
    </Select>
  );
}
