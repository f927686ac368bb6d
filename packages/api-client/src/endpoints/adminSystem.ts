import type {
  AdminPage,
  AdminSettings,
  AdminSettingsChange,
  SystemLogEntry,
  SystemLogQuery,
  SystemStatus,
} from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import { adminListParams } from "./adminQuery";

export const ADMIN_SYSTEM_MESSAGES = {
  fetchLogsFailed: "Failed to fetch the system logs",
  fetchSettingsFailed: "Failed to fetch settings",
  saveSettingsFailed: "Failed to save settings",
  fetchStatusFailed: "Failed to fetch the system status",
} as const;

/** System logs and the panel's settings. */
export function adminSystemCalls(http: Http) {
  return {
    /** GET /admin/logs → audit trail, security events and job/provider errors, newest first. */
    logs(query: SystemLogQuery = {}, options?: CallOptions) {
      return http.send<AdminPage<SystemLogEntry>>(
        { method: "GET", url: "/admin/logs", params: adminListParams(query), authSession: "admin" },
        ADMIN_SYSTEM_MESSAGES.fetchLogsFailed,
        options,
      );
    },

    /** GET /admin/system-status → the database, failing jobs and unhealthy providers (the sidebar's status line). */
    status(options?: CallOptions) {
      return http.send<SystemStatus>(
        { method: "GET", url: "/admin/system-status", authSession: "admin" },
        ADMIN_SYSTEM_MESSAGES.fetchStatusFailed,
        options,
      );
    },

    /** GET /admin/settings → every setting, public and operator-only. */
    settings(options?: CallOptions) {
      return http.send<AdminSettings>(
        { method: "GET", url: "/admin/settings", authSession: "admin" },
        ADMIN_SYSTEM_MESSAGES.fetchSettingsFailed,
        options,
      );
    },

    /** PUT /admin/settings with the settings to change → all settings; 422 `{errors}` names each bad field. */
    saveSettings(change: AdminSettingsChange, options?: CallOptions) {
      return http.send<AdminSettings>(
        { method: "PUT", url: "/admin/settings", data: change, authSession: "admin" },
        ADMIN_SYSTEM_MESSAGES.saveSettingsFailed,
        options,
      );
    },
  };
}
