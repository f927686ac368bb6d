import type { LegalPage, LegalPageResponse, PublicSettings } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

export const FETCH_SETTINGS_FAILED_MESSAGE = "Failed to fetch settings";
export const FETCH_LEGAL_PAGE_FAILED_MESSAGE = "Failed to fetch the page";

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
    /** GET /storefront/pages/{page} → a legal page's title and plain-text body; a 404 ApiError while it is empty. */
    legalPage(page: LegalPage, options?: CallOptions) {
      return http.send<LegalPageResponse>(
        { method: "GET", url: `/storefront/pages/${page}`, authSession: "none" },
        FETCH_LEGAL_PAGE_FAILED_MESSAGE,
        options,
      );
    },
  };
}
