import { TOAST_MESSAGES } from "@smm/domain";
import { toast } from "@smm/ui";
import type { QueryClient } from "@tanstack/react-query";
import { adminSession } from "../../lib/session";
import { adminApi } from "./adminApi";
import { adminKeys } from "./adminKeys";

/**
 * Admin logout: the server revokes the token, the admin keys (adminToken, adminData) are cleared whatever it
 * answers, the admin data leaves the cache, then 'Logged out successfully'. The caller goes to /admin/login.
 */
export async function signOutAdmin(queryClient: QueryClient): Promise<void> {
  try {
    await adminApi.auth.logout();
  } catch {
    // The keys are cleared below either way; a server that could not be told lets the token expire.
  }
  adminSession.end("signed-out");
  queryClient.removeQueries({ queryKey: adminKeys.all });
  toast.success(TOAST_MESSAGES.logoutSuccess);
}
