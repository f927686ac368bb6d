import { SearchIcon, XIcon } from "lucide-react";
import { useRef } from "react";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/useControllableState";
import { useFieldControl } from "../Field/FieldContext";
import { Input, type InputProps } from "../Input/Input";

export type SearchInputProps = Omit<InputProps, "type" | "value" | "defaultValue"> & {
  value?: string;
  defaultValue?: string;
  /** Called with the new text on typing, on the clear button and on Escape. */
  onValueChange?: (value: string) => void;
  /** Classes for the wrapper (sizes the whole control). */
  className?: string;
  /** Classes for the <input> itself. */
  inputClassName?: string;
};

/**
 * A search box with a search icon and a "Clear search" button that shows while there is text. The button and Escape
 * clear the text and keep the focus in the box. Other props (placeholder, name, ref, aria-label ...) go to the input.
 */
export function SearchInput({
  className,
  inputClassName,
  value,
  defaultValue = "",
  onValueChange,
  onChange,
  onKeyDown,
  ...props
}: SearchInputProps) {
  const [text, setText] = useControllableState(value, defaultValue, onValueChange);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const { ref, ...inputProps } = useFieldControl(props);
  const clear = () => {
    setText("");
    inputRef.current?.focus();
  };
  return (
    <div data-slot="search-input" className={cn("relative w-full", className)}>
      <SearchIcon
        aria-hidden="true"
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
      />
      <Input
        type="search"
        autoComplete="off"
        {...inputProps}
        ref={(node) => {
          inputRef.current = node;
          if (typeof ref === "function") return ref(node);
          if (ref) ref.current = node;
        }}
        value={text}
        onChange={(event) => {
          onChange?.(event);
          setText(event.target.value);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key === "Escape" && text !== "" && !event.defaultPrevented) {
            // Handled here: an Escape that only clears the box must not also close a surrounding dialog.
            event.preventDefault();
            event.stopPropagation();
            setText("");
          }
        }}
        className={cn("pr-9 pl-9 [&::-webkit-search-cancel-button]:appearance-none", inputClassName)}
      />
      {text !== "" && (
        <button
          type="button"
          data-slot="search-input-clear"
          aria-label="Clear search"
          disabled={inputProps.disabled}
          onClick={clear}
          className={cn(
            "absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-muted-foreground outline-none",
            "hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50",
          )}
        >
          <XIcon aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
