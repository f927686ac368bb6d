import { COPY_CONFIRMATION_MS } from "@smm/domain";
import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../primitives/Button";

/**
 * "Copy format": copies the text and says "Copied!" for 2 seconds (spec §4), announced politely.
 * Kept here until the kit's CopyButton (feedback/CopyButton, issue 3) lands; then this becomes that.
 */
export function CopyFormatButton({ text }: { text: string }) {
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
    <Button variant="outline" size="sm" data-state={state} onClick={copy}>
      {state === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">
        {state === "copied" ? "Copied!" : state === "failed" ? "Copy failed" : "Copy format"}
      </span>
    </Button>
  );
}
