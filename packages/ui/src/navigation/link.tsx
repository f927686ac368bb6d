import type * as React from "react";

/** What a navigation component hands to `renderLink`: spread it onto your router's link. */
export type LinkRenderProps = {
  href: string;
  className: string;
  children: React.ReactNode;
  "data-slot": string;
  "aria-current"?: "page";
  onClick?: React.MouseEventHandler<HTMLElement>;
};

/**
 * Renders a link, so the app can pass its router's link without ui importing the router:
 * `renderLink={({ href, ...props }) => <NavLink to={href} {...props} />}`.
 */
export type RenderLink = (props: LinkRenderProps) => React.ReactElement;

/** A plain anchor, for when no router link is given. */
export const renderAnchor: RenderLink = (props) => <a {...props} />;
