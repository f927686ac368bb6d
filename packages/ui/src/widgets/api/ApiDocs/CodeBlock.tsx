import type * as React from "react";
import { CopyButton } from "../../../feedback/CopyButton";
import { cn } from "../../../lib/cn";

export type CodeBlockProps = Omit<React.ComponentProps<"div">, "children"> & {
  code: string;
  /** What the code is, e.g. "PHP request": names the scrollable block and its copy button ("Copy PHP request"). */
  label: string;
};

/** A block of code that scrolls sideways (reachable by keyboard) with a copy button in its corner. */
export function CodeBlock({ code, label, className, ...props }: CodeBlockProps) {
  return (
    <div data-slot="code-block" className={cn("relative min-w-0", className)} {...props}>
      <figure
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus so the keyboard can scroll it (WCAG 2.1.1)
        tabIndex={0}
        className="max-h-96 overflow-auto rounded-md border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <pre className="p-4 pr-14 font-mono text-foreground text-xs leading-relaxed">
          <code>{code}</code>
        </pre>
      </figure>
      <CopyButton value={code} label={label} iconOnly size="icon" variant="ghost" className="absolute top-2 right-2" />
    </div>
  );
}
