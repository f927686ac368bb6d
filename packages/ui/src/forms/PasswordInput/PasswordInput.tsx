import { Eye, EyeOff } from "lucide-react";
import { useId } from "react";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/useControllableState";
import { useFieldControl } from "../Field/FieldContext";
import { Input, type InputProps } from "../Input/Input";

export type PasswordInputProps = Omit<InputProps, "type"> & {
  /** Whether the password is shown as text (controlled). */
  visible?: boolean;
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** Classes for the wrapper around the input and its toggle (sizes the whole control). */
  className?: string;
  /** Classes for the <input> itself. */
  inputClassName?: string;
};

/**
 * A password input with a show/hide toggle. The toggle is a pressed/unpressed button named "Show password" or
 * "Hide password"; all other props (value, onChange, ref, name ...) go to the <input>.
 */
export function PasswordInput({
  className,
  inputClassName,
  visible,
  defaultVisible = false,
  onVisibleChange,
  ...props
}: PasswordInputProps) {
  const [isVisible, setVisible] = useControllableState(visible, defaultVisible, onVisibleChange);
  const inputProps = useFieldControl(props);
  const generatedId = useId();
  const inputId = inputProps.id ?? generatedId;
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <div data-slot="password-input" className={cn("relative w-full", className)}>
      <Input
        type={isVisible ? "text" : "password"}
        autoComplete="current-password"
        spellCheck={false}
        {...inputProps}
        id={inputId}
        className={cn("pr-10", inputClassName)}
      />
      <button
        type="button"
        data-slot="password-input-toggle"
        data-state={isVisible ? "visible" : "hidden"}
        aria-label={isVisible ? "Hide password" : "Show password"}
        aria-pressed={isVisible}
        aria-controls={inputId}
        disabled={inputProps.disabled}
        onClick={() => setVisible(!isVisible)}
        className={cn(
          "absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-muted-foreground outline-none",
          "hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50",
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
