import type {
  AdminSettings,
  AdminSettingsChange,
  adminSystemEndpoints,
  BodyOf,
  ResponseOf,
  SystemLogQuery,
} from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import { adminListParams } from "./adminQuery";

export const ADMIN_SYSTEM_MESSAGES = {
  fetchLogsFailed: "Failed to fetch the system logs",
  fetchSettingsFailed: "Failed to fetch settings",
  saveSettingsFailed: "Failed to save settings",
  fetchStatusFailed: "Failed to fetch the system status",
  fetchPaymentGatewaysFailed: "Failed to fetch the payment gateways",
  savePaymentGatewaysFailed: "Failed to save the payment gateways",
} as const;

/** The answers' and bodies' types come from the contract (type-only: no zod in the browser). */
type Endpoints = typeof adminSystemEndpoints;

/** System logs and the panel's settings. */
export function adminSystemCalls(http: Http) {
  return {
    /** GET /admin/logs → audit trail, security events and job/provider errors, newest first. */
    logs(query: SystemLogQuery = {}, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["logs"]>>(
        { method: "GET", url: "/admin/logs", params: adminListParams(query), authSession: "admin" },
        ADMIN_SYSTEM_MESSAGES.fetchLogsFailed,
        options,
      );
    },

    /** GET /admin/system-status → the database, failing jobs and unhealthy providers (the sidebar's status line). */
    status(options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["status"]>>(
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

    /** GET /admin/payment-gateways → whether the panel's own gateway keys are set, by their last four characters. */
    paymentGateways(options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["paymentGateways"]>>(
        { method: "GET", url: "/admin/payment-gateways", authSession: "admin" },
        ADMIN_SYSTEM_MESSAGES.fetchPaymentGatewaysFailed,
        options,
      );
    },

    /** PUT /admin/payment-gateways: a key left out stays, `""` removes it; 422 `{errors}` names each bad key. */
    savePaymentGateways(change: BodyOf<Endpoints["savePaymentGateways"]>, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["savePaymentGateways"]>>(
        { method: "PUT", url: "/admin/payment-gateways", data: change, authSession: "admin" },
        ADMIN_SYSTEM_MESSAGES.savePaymentGatewaysFailed,
        options,
      );
    },
  };
}
