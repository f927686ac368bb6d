import { type Category, type DataEnvelope, type Service, TOAST_MESSAGES } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

/** Categories and their services for New Order (spec §7); both answer `{data: [...]}`, unwrapped here. */
export function catalogueCalls(http: Http) {
  return {
    /** GET /categories → the categories; fallback 'Failed to fetch categories'. */
    async categories(options?: CallOptions): Promise<Category[]> {
      const body = await http.send<DataEnvelope<Category>>(
        { method: "GET", url: "/categories" },
        TOAST_MESSAGES.fetchCategoriesFailed,
        options,
      );
      return body.data;
    },

    /** GET /services?category_id= → that category's services; fallback 'Failed to fetch services'. */
    async services(categoryId: number, options?: CallOptions): Promise<Service[]> {
      const body = await http.send<DataEnvelope<Service>>(
        { method: "GET", url: "/services", params: { category_id: categoryId } },
        TOAST_MESSAGES.fetchServicesFailed,
        options,
      );
      return body.data;
    },
  };
}
