import type { StaffRole } from "@smm/domain";
import type * as React from "react";

/**
 * The route manifest: every page the panel links to, with its address, its words and icon, its area and, for an
 * admin screen, who may open it. One module per area (`public.ts`, `customer.tsx`, `admin.tsx`), so a page loads
 * the icons of its own area only. The sidebars, the admin dashboard's quick actions, the public header, the forms'
 * links and the admin access check are drawn from it; `@smm/ui` knows no route and takes them as props.
 * `routes.ts` maps each path to its module (routeManifest.test.ts: every path here is a route there).
 */
export type RoutePage = {
  path: string;
  label: string;
  icon?: React.ReactNode;
  /**
   * An admin screen: the staff roles that may open it, as the server's rule lets them make the screen's first read
   * (`canOpenScreen` in @smm/domain; routeManifest.test.ts holds them equal). The server checks every call anyway.
   */
  roles?: readonly StaffRole[];
};
