import { cva } from "class-variance-authority";
import { Menu, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import type * as React from "react";
import { useCallback, useContext, useEffect, useId, useMemo, useRef } from "react";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/useControllableState";
import { SheetBody, SheetContent, Sheet as SheetRoot } from "../../overlays/Sheet/Sheet";
import { Tooltip, TooltipContent, TooltipTrigger } from "../../overlays/Tooltip";
import { IconButton, type IconButtonProps } from "../../primitives/Button";
import { type RenderLink, renderAnchor } from "../link";
import { SidebarContext, SidebarPlacementContext, useSidebar } from "./SidebarContext";

export type SidebarProviderProps = {
  children: React.ReactNode;
  /** Desktop: show icons only. Controlled when given. */
  collapsed?: boolean;
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Mobile: the menu sheet is open. Controlled when given. */
  mobileOpen?: boolean;
  defaultMobileOpen?: boolean;
  onMobileOpenChange?: (open: boolean) => void;
  /** Draws each item's link; pass the router's link here (ui does not import the router). */
  renderLink?: RenderLink;
};

/** Holds the sidebar's state so the sidebar and a toggle elsewhere (e.g. in the TopBar) share it. */
export function SidebarProvider({
  children,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  mobileOpen: mobileOpenProp,
  defaultMobileOpen = false,
  onMobileOpenChange,
  renderLink = renderAnchor,
}: SidebarProviderProps) {
  const [collapsed, setCollapsed] = useControllableState(collapsedProp, defaultCollapsed, onCollapsedChange);
  const [mobileOpen, setMobileOpen] = useControllableState(mobileOpenProp, defaultMobileOpen, onMobileOpenChange);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const state = useMemo(
    () => ({ collapsed, setCollapsed, mobileOpen, setMobileOpen, renderLink, triggerRef }),
    [collapsed, setCollapsed, mobileOpen, setMobileOpen, renderLink],
  );
  return <SidebarContext.Provider value={state}>{children}</SidebarContext.Provider>;
}

/** The Tailwind `md` breakpoint, where the rail replaces the mobile sheet. */
const DESKTOP_QUERY = "(min-width: 48rem)";

/** Closes the mobile sheet when the window grows to desktop width (e.g. a tablet turned sideways). */
function useCloseOnDesktop(open: boolean, close: () => void) {
  useEffect(() => {
    const query = open ? window.matchMedia?.(DESKTOP_QUERY) : undefined;
    if (!query) return;
    if (query.matches) close();
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [open, close]);
}

export type SidebarProps = Omit<React.ComponentProps<"aside">, "title"> & {
  /** Names the navigation landmark. */
  label?: string;
  /** The mobile sheet's title, read by screen readers. */
  title?: string;
  /** Top slot, e.g. the logo. Shown in both the desktop rail and the mobile sheet. */
  header?: React.ReactNode;
  /** Bottom slot, e.g. "All systems operational". Visually hidden while collapsed. */
  footer?: React.ReactNode;
};

/**
 * The app's side navigation: a rail from `md` up (collapsible to icons) and, below `md`, a sheet opened by
 * <SidebarTrigger>. Children are <SidebarSection>s of <SidebarItem>s.
 */
export function Sidebar({
  label = "Main",
  title = "Menu",
  header,
  footer,
  className,
  children,
  ...props
}: SidebarProps) {
  const { collapsed, mobileOpen, setMobileOpen, triggerRef } = useSidebar();
  const closeMobile = useCallback(() => setMobileOpen(false), [setMobileOpen]);
  useCloseOnDesktop(mobileOpen, closeMobile);
  // The toggle lives outside the sheet (in the TopBar), so Radix cannot find it to give focus back.
  const returnFocusToTrigger = (event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  };
  return (
    <>
      <aside
        data-slot="sidebar"
        data-state={collapsed ? "collapsed" : "expanded"}
        className={cn(
          "group/sidebar hidden h-full w-64 shrink-0 flex-col border-sidebar-border border-r bg-sidebar text-sidebar-foreground transition-[width] data-[state=collapsed]:w-16 md:flex",
          className,
        )}
        {...props}
      >
        {header ? <SidebarHeader>{header}</SidebarHeader> : null}
        <SidebarPlacementContext.Provider value={{ collapsed }}>
          <SidebarNav label={label}>{children}</SidebarNav>
        </SidebarPlacementContext.Provider>
        {footer ? (
          <div data-slot="sidebar-footer" className={cn("px-4 py-3 text-sm", collapsed && "sr-only")}>
            {footer}
          </div>
        ) : null}
        <SidebarCollapseToggle />
      </aside>
      <SheetRoot open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent
          side="left"
          title={title}
          hideTitle
          closeLabel="Close menu"
          onCloseAutoFocus={returnFocusToTrigger}
          data-slot="sidebar-sheet"
          className="w-72 gap-0 border-sidebar-border bg-sidebar text-sidebar-foreground"
        >
          {header ? <SidebarHeader className="pr-12">{header}</SidebarHeader> : null}
          <SheetBody className="px-0">
            <SidebarPlacementContext.Provider value={{ collapsed: false, onNavigate: closeMobile }}>
              <SidebarNav label={label}>{children}</SidebarNav>
            </SidebarPlacementContext.Provider>
          </SheetBody>
          {footer ? (
            <div data-slot="sidebar-footer" className="px-4 py-3 text-sm">
              {footer}
            </div>
          ) : null}
        </SheetContent>
      </SheetRoot>
    </>
  );
}

function SidebarHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-header"
      className={cn(
        "flex h-14 shrink-0 items-center gap-2 overflow-hidden border-sidebar-border border-b px-4 font-semibold",
        className,
      )}
      {...props}
    />
  );
}

function SidebarNav({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <nav aria-label={label} data-slot="sidebar-nav" className="min-h-0 flex-1 overflow-y-auto px-2 py-2">
      {children}
    </nav>
  );
}

/** Desktop only: shows or hides the item labels. */
function SidebarCollapseToggle() {
  const { collapsed, setCollapsed } = useSidebar();
  return (
    <div className={cn("flex border-sidebar-border border-t p-2", collapsed ? "justify-center" : "justify-end")}>
      <IconButton
        data-slot="sidebar-collapse-toggle"
        aria-label="Toggle sidebar"
        aria-expanded={!collapsed}
        icon={collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
        className="hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-sidebar-ring"
        onClick={() => setCollapsed(!collapsed)}
      />
    </div>
  );
}

export type SidebarSectionProps = React.ComponentProps<"div"> & {
  /** The section's heading; also names the group for screen readers. */
  heading?: React.ReactNode;
};

/** A group of items under an optional heading. */
export function SidebarSection({ heading, className, children, ...props }: SidebarSectionProps) {
  const { collapsed } = useContext(SidebarPlacementContext);
  const headingId = useId();
  return (
    <div
      data-slot="sidebar-section"
      {...(heading ? { role: "group", "aria-labelledby": headingId } : {})}
      className={cn("py-2 not-first:border-sidebar-border not-first:border-t", className)}
      {...props}
    >
      {heading ? (
        <div
          id={headingId}
          data-slot="sidebar-section-heading"
          className={cn("px-3 pb-1 font-medium text-sidebar-foreground/75 text-xs uppercase tracking-wide", {
            "sr-only": collapsed,
          })}
        >
          {heading}
        </div>
      ) : null}
      <ul className="flex flex-col gap-0.5">{children}</ul>
    </div>
  );
}

export const sidebarItemVariants = cva(
  "relative flex h-9 w-full items-center gap-3 rounded-md px-3 text-sm outline-none transition-colors hover:bg-sidebar-accent/60 hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring aria-[current=page]:bg-sidebar-accent aria-[current=page]:font-medium aria-[current=page]:text-sidebar-accent-foreground aria-[current=page]:before:absolute aria-[current=page]:before:inset-y-1.5 aria-[current=page]:before:left-0 aria-[current=page]:before:w-1 aria-[current=page]:before:rounded-full aria-[current=page]:before:bg-sidebar-primary [&_svg:not([class*='size-'])]:size-4 [&_svg]:shrink-0 aria-[current=page]:[&_svg]:text-sidebar-primary",
  {
    variants: {
      collapsed: { true: "justify-center px-0", false: "" },
    },
    defaultVariants: { collapsed: false },
  },
);

export type SidebarItemProps = {
  href: string;
  label: string;
  icon: React.ReactNode;
  /** The page this item leads to is the current one. Router links that set `aria-current` themselves need not. */
  active?: boolean;
  /** Trailing content, e.g. a count badge; hidden while collapsed. */
  badge?: React.ReactNode;
  className?: string;
};

/** A navigation link with an icon. While collapsed only the icon shows; the label becomes a tooltip. */
export function SidebarItem({ href, label, icon, active, badge, className }: SidebarItemProps) {
  const { renderLink } = useSidebar();
  const { collapsed, onNavigate } = useContext(SidebarPlacementContext);
  const link = renderLink({
    href,
    "data-slot": "sidebar-item",
    "aria-current": active ? "page" : undefined,
    onClick: onNavigate,
    className: cn(sidebarItemVariants({ collapsed }), className),
    children: (
      <>
        <span aria-hidden="true" className="contents">
          {icon}
        </span>
        <span className={cn("flex-1 truncate", collapsed && "sr-only")}>{label}</span>
        {badge && !collapsed ? <span className="ml-auto text-xs">{badge}</span> : null}
      </>
    ),
  });
  return (
    <li data-slot="sidebar-item-container">
      {collapsed ? (
        <Tooltip>
          <TooltipTrigger asChild>{link}</TooltipTrigger>
          <TooltipContent side="right">{label}</TooltipContent>
        </Tooltip>
      ) : (
        link
      )}
    </li>
  );
}

export type SidebarTriggerProps = Omit<IconButtonProps, "aria-label" | "icon"> & {
  "aria-label"?: string;
  icon?: React.ReactNode;
};

/** Mobile only (hidden from `md` up): opens the sidebar's sheet. Put it in the TopBar's start slot. */
export function SidebarTrigger({
  className,
  onClick,
  "aria-label": ariaLabel = "Open menu",
  icon = <Menu />,
  ref,
  ...props
}: SidebarTriggerProps) {
  const { mobileOpen, setMobileOpen, triggerRef } = useSidebar();
  const setRefs = (node: HTMLButtonElement | null) => {
    triggerRef.current = node;
    if (typeof ref === "function") ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <IconButton
      ref={setRefs}
      data-slot="sidebar-trigger"
      aria-label={ariaLabel}
      aria-haspopup="dialog"
      aria-expanded={mobileOpen}
      icon={icon}
      className={cn("md:hidden", className)}
      onClick={(event) => {
        onClick?.(event);
        setMobileOpen(true);
      }}
      {...props}
    />
  );
}
