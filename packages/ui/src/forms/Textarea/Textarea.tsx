import type * as React from "react";
import { cn } from "../../lib/cn";
import { useFieldControl } from "../Field/FieldContext";

export type TextareaProps = React.ComponentProps<"textarea">;

/** A multi-line text input that grows with its content (down to `rows`, or 4 lines). */
export function Textarea({ className, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        "field-sizing-content flex min-h-20 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs outline-none md:text-sm",
        "transition-[color,box-shadow] placeholder:text-muted-foreground",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
        "disabled:cursor-not-allowed disabled:opacity-50",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40",
        className,
      )}
      {...useFieldControl(props)}
    />
  );
}
