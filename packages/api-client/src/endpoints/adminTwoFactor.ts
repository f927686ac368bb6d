import type {
  adminTwoFactorEndpoints,
  ResponseOf,
  TwoFactorCodeValues,
  TwoFactorDisableValues,
  TwoFactorEnableValues,
} from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

/** The answers' types come from the contract; only its types are imported, so no zod reaches the browser. */
type Endpoints = typeof adminTwoFactorEndpoints;

export const ADMIN_TWO_FACTOR_MESSAGES = {
  fetchFailed: "Failed to fetch the two-factor sign-in status",
  setupFailed: "Failed to start the two-factor setup",
  enableFailed: "Failed to turn on two-factor sign-in",
  recoveryFailed: "Failed to replace the recovery codes",
  disableFailed: "Failed to turn off two-factor sign-in",
} as const;

const M = ADMIN_TWO_FACTOR_MESSAGES;

/** The signed-in operator's own two-factor sign-in (TOTP): status, setup, confirmation, recovery codes, off. */
export function adminTwoFactorCalls(http: Http) {
  return {
    /** GET /admin/two-factor → whether it is on and the recovery codes left. */
    status(options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["status"]>>(
        { method: "GET", url: "/admin/two-factor", authSession: "admin" },
        M.fetchFailed,
        options,
      );
    },

    /** POST /admin/two-factor/setup → a new secret, its otpauth URI and QR code (not on until `enable`). */
    setup(options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["setup"]>>(
        { method: "POST", url: "/admin/two-factor/setup", data: {}, authSession: "admin" },
        M.setupFailed,
        options,
      );
    },

    /** POST /admin/two-factor/enable with the password and a current code → the recovery codes, shown once. */
    enable(values: TwoFactorEnableValues, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["enable"]>>(
        { method: "POST", url: "/admin/two-factor/enable", data: values, authSession: "admin" },
        M.enableFailed,
        options,
      );
    },

    /** POST /admin/two-factor/recovery-codes with a current code → a new set; the old one stops working. */
    replaceRecoveryCodes(values: TwoFactorCodeValues, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["replaceRecoveryCodes"]>>(
        { method: "POST", url: "/admin/two-factor/recovery-codes", data: values, authSession: "admin" },
        M.recoveryFailed,
        options,
      );
    },

    /** POST /admin/two-factor/disable with a current code or the password. */
    disable(values: TwoFactorDisableValues, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["disable"]>>(
        { method: "POST", url: "/admin/two-factor/disable", data: values, authSession: "admin" },
        M.disableFailed,
        options,
      );
    },
  };
}
