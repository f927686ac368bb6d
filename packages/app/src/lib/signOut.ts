import { TOAST_MESSAGES } from "@smm/domain";
import { toast } from "@smm/ui";
import { api } from "./api";
import { customerSession } from "./session";

/**
 * Logout (spec §4): tells the server to revoke the token, clears the stored token and user whatever it answers (a
 * dead connection must not keep anyone signed in), then 'Logged out successfully'. The caller goes to /.
 */
export async function signOutCustomer(): Promise<void> {
  try {
    await api.auth.logout();
  } catch {
    // The token is forgotten below either way; a server that could not be told lets it expire.
  }
  customerSession.end("signed-out");
  toast.success(TOAST_MESSAGES.logoutSuccess);
}
