import { createAdminApi } from "@smm/api-client";
import { api } from "../../lib/api";

/** The operator's calls, over the app's one client (its admin session, its 401 handling). */
export const adminApi = createAdminApi(api);
