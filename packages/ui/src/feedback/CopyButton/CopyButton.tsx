import { Check, Copy } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef, useState } from "react";
import { Button, type ButtonProps } from "../../primitives/Button";

/** How long "Copied!" stays before the button reverts (spec: 2 seconds). */
export const COPY_CONFIRMATION_MS = 2000;

export type CopyButtonProps = Omit<ButtonProps, "value" | "children" | "onError" | "aria-label" | "asChild"> & {
  /** The text put on the clipboard. */
  value: string;
  /** What is copied, e.g. "referral link": the button is named "Copy referral link" ("Copied! referral link" after). */
  label: string;
  /** Show only the icon (the name stays "Copy <label>"). */
  iconOnly?: boolean;
  /** Called after the value is on the clipboard. */
  onCopy?: (value: string) => void;
  /** Called when the clipboard refuses (no permission, insecure context, unsupported browser). */
  onError?: (error: unknown) => void;
};

/** Copies `value`, shows "Copied!" for two seconds and announces it politely to screen readers. */
export function CopyButton({
  value,
  label,
  iconOnly = false,
  onCopy,
  onError,
  onClick,
  variant = "outline",
  size,
  ...props
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (event: React.MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    try {
      if (!navigator.clipboard) throw new Error("The clipboard is not available");
      await navigator.clipboard.writeText(value);
    } catch (error) {
      onError?.(error);
      return;
    }
    setCopied(true);
    onCopy?.(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  };

  const icon = copied ? <Check /> : <Copy />;
  return (
    <>
      <Button
        data-slot="copy-button"
        data-state={copied ? "copied" : "idle"}
        variant={variant}
        size={size ?? (iconOnly ? "icon" : "default")}
        // With visible text the name comes from it ("Copy referral link"), so it always contains what is shown.
        aria-label={iconOnly ? `Copy ${label}` : undefined}
        onClick={copy}
        {...props}
      >
        {iconOnly ? (
          icon
        ) : (
          <>
            {icon}
            {/* A hidden copy of the longer word shares the grid cell, so the width does not jump. */}
            <span className="grid">
              <span className="col-start-1 row-start-1">{copied ? "Copied!" : "Copy"}</span>
              <span aria-hidden="true" className="invisible col-start-1 row-start-1">
                Copied!
              </span>
            </span>{" "}
            <span className="sr-only">{label}</span>
          </>
        )}
      </Button>
      <span role="status" aria-live="polite" className="sr-only" data-slot="copy-button-status">
        {copied ? "Copied!" : ""}
      </span>
    </>
  );
}
