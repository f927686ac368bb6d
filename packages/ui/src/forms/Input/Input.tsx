import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn";
import { useFieldControl } from "../Field/FieldContext";

export const inputVariants = cva(
  [
    "flex w-full min-w-0 rounded-md border border-input bg-background text-foreground shadow-xs outline-none",
    "transition-[color,box-shadow] placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground",
    "file:inline-flex file:border-0 file:bg-transparent file:font-medium file:text-foreground file:text-sm",
    "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
    "disabled:cursor-not-allowed disabled:opacity-50",
    "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40",
  ],
  {
    variants: {
      size: {
        sm: "h-8 px-2.5 text-sm",
        default: "h-9 px-3 py-1 text-base md:text-sm",
        lg: "h-10 px-3.5 text-base",
      },
    },
    defaultVariants: { size: "default" },
  },
);

export type InputProps = Omit<React.ComponentProps<"input">, "size"> & VariantProps<typeof inputVariants>;

/** A single-line text input; inside a Field it is labelled, described and marked invalid automatically. */
export function Input({ className, size, type = "text", ...props }: InputProps) {
  return (
    <input
      type={type}
      data-slot="input"
      data-size={size ?? "default"}
      className={cn(inputVariants({ size }), className)}
      {...useFieldControl(props)}
    />
  );
}
