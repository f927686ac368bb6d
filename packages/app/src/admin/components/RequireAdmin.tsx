import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useAdminSession } from "../../lib/session";

/**
 * Spec §2/§6 guard while an admin page is open: a session that ends meanwhile sends the operator to /admin/login.
 * Entering the area is guarded by the admin layout's clientLoader.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  if (!session) return <Navigate to="/admin/login" replace />;
  return children;
}
