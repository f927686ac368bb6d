import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { useCustomerSession } from "../lib/session";

/** Spec §2 guard: customer pages need a stored token AND stored user data, otherwise the visitor goes to /. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const session = useCustomerSession();
  if (!session) return <Navigate to="/" replace />;
  return children;
}
