import { type RenderLink, renderAnchor } from "../../../navigation/link";

export type FooterLink = { href: string; label: string };

export type FooterLinksProps = {
  /** The links to show (e.g. the legal pages the operator filled in); nothing is rendered when there are none. */
  links: readonly FooterLink[];
  /** Draws each link with the app's router link; a plain anchor when omitted. */
  renderLink?: RenderLink;
  /** The navigation's accessible name. */
  label?: string;
};

/** A row of links for the footer, named for screen readers ("Legal"). */
export function FooterLinks({ links, renderLink = renderAnchor, label = "Legal" }: FooterLinksProps) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} data-slot="footer-links">
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2">
        {links.map(({ href, label: text }) => (
          <li key={href}>
            {renderLink({
              href,
              "data-slot": "footer-link",
              className:
                "rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              children: text,
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
