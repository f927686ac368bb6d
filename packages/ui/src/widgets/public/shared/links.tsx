import type * as React from "react";
import { type RenderLink, renderAnchor } from "../../../navigation/link";

/** Inline text links of the public forms ("Forgot password?", "Sign up"). */
export const textLinkClassName =
  "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

export function TextLink({
  href,
  renderLink = renderAnchor,
  children,
}: {
  href: string;
  renderLink?: RenderLink;
  children: React.ReactNode;
}) {
  return renderLink({ href, className: textLinkClassName, "data-slot": "text-link", children });
}
