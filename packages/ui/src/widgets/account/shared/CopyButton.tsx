import { COPY_CONFIRMATION_MS } from "@smm/domain";
import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button, type ButtonProps } from "../../../primitives/Button";

export type CopyButtonProps = Omit<ButtonProps, "onClick" | "children"> & {
  /** The text put on the clipboard. */
  text: string;
  /** The button's visible label, e.g. "Copy link". */
  label: string;
  /** A fuller accessible name when the label alone is ambiguous, e.g. "Copy ns1.example.com". */
  "aria-label"?: string;
};

/**
 * Copies `text` and says "Copied!" for 2 seconds (spec §4), announced politely.
 * Kept here until the kit's CopyButton (issue 3) lands; then this becomes that.
 */
export function CopyButton({ text, label, variant = "outline", size = "sm", ...props }: CopyButtonProps) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  };

  return (
    <Button variant={variant} size={size} data-slot="copy-button" data-state={state} onClick={copy} {...props}>
      {state === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{state === "copied" ? "Copied!" : state === "failed" ? "Copy failed" : label}</span>
    </Button>
  );
}
