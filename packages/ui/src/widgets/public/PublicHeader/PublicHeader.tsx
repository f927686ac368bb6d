import { Menu, X } from "lucide-react";
import type * as React from "react";
import { useEffect, useId, useRef } from "react";
import { cn } from "../../../lib/cn";
import { useControllableState } from "../../../lib/useControllableState";
import { type RenderLink, renderAnchor } from "../../../navigation/link";
import { buttonVariants, IconButton } from "../../../primitives/Button";
import { BrandMark } from "../BrandMark";

/** A link of the public header; `button` draws it as the call to action (the spec's Sign up). */
export type PublicNavLink = { href: string; label: string; button?: boolean };

const navLinkClassName = cn(
  "flex h-9 items-center rounded-md px-3 font-medium text-muted-foreground text-sm outline-none transition-colors",
  "hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
  "aria-[current=page]:text-foreground",
);

export type PublicHeaderProps = React.ComponentProps<"header"> & {
  /** The links, in their order (the app's routes). */
  links: readonly PublicNavLink[];
  /** Where the logo goes: the panel's home page. */
  homeHref: string;
  /** The brand beside the logo mark; white-label panels pass their own. */
  brandName?: React.ReactNode;
  /** Replaces the default logo mark. */
  logo?: React.ReactNode;
  /** The app's router link; a plain <a> when omitted. */
  renderLink?: RenderLink;
  /** The current path, to mark its link as the current page. */
  currentPath?: string;
  /** Small screens: whether the menu is open. Controlled when given. */
  menuOpen?: boolean;
  defaultMenuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
};

/**
 * The header for signed-out visitors: the logo (to the home page) and the given links (the spec's Sign in,
 * Services, API and a Sign up button). Below `md`
 * the links collapse behind a Menu button (a disclosure with aria-expanded); choosing a link or pressing Escape
 * closes it.
 */
export function PublicHeader({
  links,
  homeHref,
  brandName = "Premium SMM Services",
  logo,
  renderLink = renderAnchor,
  currentPath,
  menuOpen,
  defaultMenuOpen = false,
  onMenuOpenChange,
  className,
  ...props
}: PublicHeaderProps) {
  const [open, setOpen] = useControllableState(menuOpen, defaultMenuOpen, onMenuOpenChange);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  // Escape closes the open menu; focus goes back to the Menu button when it was inside the header.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focusWasInside = toggleRef.current?.parentElement?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (focusWasInside) toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, setOpen]);

  return (
    <header
      data-slot="public-header"
      data-state={open ? "open" : "closed"}
      className={cn("sticky top-0 z-30 w-full border-b bg-background text-foreground", className)}
      {...props}
    >
      <div className="mx-auto flex min-h-14 max-w-6xl flex-wrap items-center gap-x-4 px-4 sm:px-6">
        {renderLink({
          href: homeHref,
          "data-slot": "public-header-logo",
          className:
            "flex min-w-0 items-center gap-2 rounded-md font-semibold text-base outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
          onClick: close,
          children: (
            <>
              {logo ?? <BrandMark />}
              <span className="truncate">{brandName}</span>
            </>
          ),
        })}
        <IconButton
          ref={toggleRef}
          aria-label="Menu"
          aria-expanded={open}
          aria-controls={menuId}
          data-slot="public-header-toggle"
          icon={open ? <X /> : <Menu />}
          onClick={() => setOpen(!open)}
          className="ml-auto md:hidden"
        />
        <nav
          id={menuId}
          aria-label="Main"
          data-slot="public-header-nav"
          className={cn("w-full pb-3 md:ml-auto md:block md:w-auto md:pb-0", open ? "block" : "hidden")}
        >
          <ul className="flex flex-col gap-1 md:flex-row md:items-center">
            {links.map(({ href, label, button = false }) => (
              <li key={href} className={cn(button && "mt-2 md:mt-0 md:ml-2")}>
                {renderLink({
                  href,
                  "data-slot": button ? "public-header-cta" : "public-header-link",
                  className: button ? cn(buttonVariants(), "w-full md:w-auto") : navLinkClassName,
                  "aria-current": currentPath === href ? "page" : undefined,
                  onClick: close,
                  children: label,
                })}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
