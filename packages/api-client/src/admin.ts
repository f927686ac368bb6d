import { adminAttentionCalls } from "./endpoints/adminAttention";
import { adminAuthCalls } from "./endpoints/adminAuth";
import { adminCatalogueCalls } from "./endpoints/adminCatalogue";
import { adminChildPanelCalls } from "./endpoints/adminChildPanels";
import { adminDashboardCalls } from "./endpoints/adminDashboard";
import { adminDepositCalls } from "./endpoints/adminDeposits";
import { adminMailCalls } from "./endpoints/adminMail";
import { adminOperationCalls } from "./endpoints/adminOperations";
import { adminOrderCalls } from "./endpoints/adminOrders";
import { adminProfileCalls } from "./endpoints/adminProfile";
import { adminProviderCalls } from "./endpoints/adminProviders";
import { adminStaffCalls } from "./endpoints/adminStaff";
import { adminSupportCalls } from "./endpoints/adminSupport";
import { adminSystemCalls } from "./endpoints/adminSystem";
import { adminTwoFactorCalls } from "./endpoints/adminTwoFactor";
import { adminUserCalls } from "./endpoints/adminUsers";
import type { Http } from "./http/createHttp";
import type { Sessions } from "./session/sessions";

/** The operator's calls (admin bearer token), over the transport of a client made by `createCustomerApiClient`. */
export function createAdminApi({ http, sessions }: { http: Http; sessions: Sessions }) {
  return {
    auth: adminAuthCalls(http, sessions.admin),
    childPanels: adminChildPanelCalls(http),
    operations: adminOperationCalls(http),
    dashboard: adminDashboardCalls(http),
    catalogue: adminCatalogueCalls(http),
    orders: adminOrderCalls(http),
    attention: adminAttentionCalls(http),
    deposits: adminDepositCalls(http),
    users: adminUserCalls(http),
    support: adminSupportCalls(http),
    mail: adminMailCalls(http),
    system: adminSystemCalls(http),
    profile: adminProfileCalls(http),
    providers: adminProviderCalls(http),
    staff: adminStaffCalls(http),
    twoFactor: adminTwoFactorCalls(http),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
