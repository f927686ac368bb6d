import type { PublicSettings } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

export const FETCH_SETTINGS_FAILED_MESSAGE = "Failed to fetch settings";

/** The panel's public settings (no session needed). */
export function settingsCalls(http: Http) {
  return {
    /** GET /settings → site name, display-currency rates, banner, maintenance, payment and affiliate rules. */
    get(options?: CallOptions) {
      return http.send<PublicSettings>(
        { method: "GET", url: "/settings", authSession: "none" },
        FETCH_SETTINGS_FAILED_MESSAGE,
        options,
      );
    },
  };
}
