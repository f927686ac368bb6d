import { type catalogueEndpoints, type ResponseOf, TOAST_MESSAGES } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

/** The answers' types come from the contract; only its types are imported, so no zod reaches the browser. */
type Endpoints = typeof catalogueEndpoints;

/** Categories, services and the public catalogue; none needs a sign-in. */
export function catalogueCalls(http: Http) {
  return {
    /** GET /categories → `{data}` unwrapped; fallback 'Failed to fetch categories'. */
    async categories(options?: CallOptions) {
      const body = await http.send<ResponseOf<Endpoints["categories"]>>(
        { method: "GET", url: "/categories" },
        TOAST_MESSAGES.fetchCategoriesFailed,
        options,
      );
      return body.data;
    },

    /**
     * GET /services?category_id= → that category's services (every service without a category), `{data}`
     * unwrapped; fallback 'Failed to fetch services'.
     */
    async services(categoryId?: number, options?: CallOptions) {
      const body = await http.send<ResponseOf<Endpoints["services"]>>(
        { method: "GET", url: "/services", params: categoryId === undefined ? {} : { category_id: categoryId } },
        TOAST_MESSAGES.fetchServicesFailed,
        options,
      );
      return body.data;
    },

    /** GET /catalogue → platforms and every service with flags, features and popularity. */
    catalogue(options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["catalogue"]>>(
        { method: "GET", url: "/catalogue" },
        TOAST_MESSAGES.fetchServicesFailed,
        options,
      );
    },
  };
}
