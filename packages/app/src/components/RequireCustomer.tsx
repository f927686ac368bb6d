import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useCustomerSession } from "../lib/session";

/**
 * Spec §2 guard while a customer page is open: a session that ends meanwhile (sign-out in another tab, a token the
 * server refused) sends the visitor to `/`. Entering the area is guarded by its clientLoader.
 */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const session = useCustomerSession();
  if (!session) return <Navigate to="/" replace />;
  return children;
}
