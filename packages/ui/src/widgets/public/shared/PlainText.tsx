import { paragraphsOf } from "@smm/domain";
import { cn } from "../../../lib/cn";

/**
 * An operator's plain text as paragraphs: a blank line starts a new one, a single line break stays a break. React
 * renders it as text, so markup in it shows as typed and never becomes HTML.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return paragraphsOf(text).map((paragraph, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, re-rendered whole when it changes.
    <p key={index} className={cn("whitespace-pre-line", className)}>
      {paragraph}
    </p>
  ));
}
