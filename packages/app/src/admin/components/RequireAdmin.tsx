import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { useAdminSession } from "../../lib/session";

/** Spec §2 guard: admin pages need a stored admin token AND admin data, otherwise the visitor goes to /admin/login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  if (!session) return <Navigate to="/admin/login" replace />;
  return children;
}
