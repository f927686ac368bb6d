import { SYSTEM_OPERATIONAL, type SystemStatus, systemStatusText } from "@smm/domain";
import { cn } from "../../../lib/cn";
import { Sidebar, SidebarItem, type SidebarProps, SidebarSection } from "../../../navigation/Sidebar";
import type { NavItem } from "../../shell/CustomerSidebar";

/** The footer text of spec §2 (Admin layout) while nothing is wrong. */
export const ADMIN_SYSTEM_STATUS = SYSTEM_OPERATIONAL;

/** The panel's state as the server reports it, or while it is not known: being asked, or the question failed. */
export type AdminSystemStatus = SystemStatus | "checking" | "unavailable";

/** A titled group of the admin sidebar's links. */
export type AdminNavSection = { heading: string; items: readonly NavItem[] };

export type AdminSidebarProps = Omit<SidebarProps, "children" | "label"> & {
  /** The links in their sections: the app's screens this operator may open (its route manifest). An empty section is hidden. */
  sections: readonly AdminNavSection[];
  /** The current route; its link is marked `aria-current="page"`. */
  activeHref?: string;
  /** The footer's status line; left out, the spec's static 'All systems operational'. */
  systemStatus?: AdminSystemStatus;
};

const SYSTEM_OPERATIONAL_STATUS: SystemStatus = { state: "operational", problems: [] };

const DOT: Record<SystemStatus["state"] | "unknown", string> = {
  operational: "bg-success",
  degraded: "bg-warning",
  down: "bg-destructive",
  unknown: "bg-muted-foreground",
};

/**
 * The footer's status line: a dot in the state's tone (the text says the same, so colour is never the only cue)
 * and, with more than one problem, each problem under it. A live region: a change is announced.
 */
function SystemStatusLine({ status = SYSTEM_OPERATIONAL_STATUS }: { status?: AdminSystemStatus }) {
  const state = typeof status === "string" ? "unknown" : status.state;
  const text =
    status === "checking"
      ? "Checking system status…"
      : status === "unavailable"
        ? "System status unavailable"
        : systemStatusText(status);
  const problems = typeof status === "string" || status.problems.length < 2 ? [] : status.problems;
  return (
    <div data-slot="admin-system-status" data-state={state} role="status" className="flex flex-col gap-1">
      <p className="flex items-center gap-2">
        <span aria-hidden="true" className={cn("size-2 shrink-0 rounded-full", DOT[state])} />
        <span className="min-w-0 break-words">{text}</span>
      </p>
      {problems.length > 0 ? (
        <ul className="ms-4 list-disc ps-2 text-xs">
          {problems.map((problem) => (
            <li key={problem.message} className="break-words">
              {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Fourteen links need ~690 px: in a shorter window the list scrolls between the header and the footer. The footer's
 * top rule shows where the list is cut, so a link peeking out above it reads as "scroll for more", not as covered.
 */
const FOOTER_RULE = "[&>[data-slot=sidebar-footer]]:border-sidebar-border [&>[data-slot=sidebar-footer]]:border-t";

/** Focusing a link scrolls the list with room to spare, so its focus ring is not cut at the list's edge. */
const ITEM_SCROLL_MARGIN = "scroll-my-2";

/** The admin area's navigation: the given sections of links and the system status footer. */
export function AdminSidebar({
  sections,
  activeHref,
  systemStatus,
  header = "Admin Panel",
  footer,
  className,
  ...props
}: AdminSidebarProps) {
  return (
    <Sidebar
      label="Admin"
      className={cn(FOOTER_RULE, className)}
      title="Admin menu"
      header={header}
      footer={footer ?? <SystemStatusLine status={systemStatus} />}
      {...props}
    >
      {sections
        .filter((section) => section.items.length > 0)
        .map((section) => (
          <SidebarSection key={section.heading} heading={section.heading}>
            {section.items.map((item) => (
              <SidebarItem key={item.href} {...item} active={item.href === activeHref} className={ITEM_SCROLL_MARGIN} />
            ))}
          </SidebarSection>
        ))}
    </Sidebar>
  );
}
