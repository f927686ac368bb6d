import type { AdminServiceQuery, adminCatalogueEndpoints, BodyOf, ResponseOf } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import { adminListParams, adminPath } from "./adminQuery";

export const ADMIN_CATALOGUE_MESSAGES = {
  fetchServicesFailed: "Failed to fetch services",
  fetchServiceFailed: "Failed to fetch the service",
  createServiceFailed: "Failed to create the service",
  saveServiceFailed: "Failed to save the service",
  bulkPriceFailed: "Failed to change the prices",
  fetchCategoriesFailed: "Failed to fetch categories",
  createCategoryFailed: "Failed to create the category",
  saveCategoryFailed: "Failed to save the category",
} as const;

const M = ADMIN_CATALOGUE_MESSAGES;
/** The answers' and bodies' types come from the contract (type-only: no zod in the browser). */
type Endpoints = typeof adminCatalogueEndpoints;

/** Services and categories as the operator manages them; every change is audited and feeds the Updates page. */
export function adminCatalogueCalls(http: Http) {
  return {
    /** GET /admin/services → one page (filters, search in title/description, sort). */
    listServices(query: AdminServiceQuery = {}, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["listServices"]>>(
        { method: "GET", url: "/admin/services", params: adminListParams(query), authSession: "admin" },
        M.fetchServicesFailed,
        options,
      );
    },

    /** GET /admin/services/:id (disabled services included). */
    getService(id: number, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["getService"]>>(
        { method: "GET", url: adminPath("/admin/services", id), authSession: "admin" },
        M.fetchServiceFailed,
        options,
      );
    },

    /** POST /admin/services → 201 the new service; 422 `{errors}` per field. */
    createService(input: BodyOf<Endpoints["createService"]>, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["createService"]>>(
        { method: "POST", url: "/admin/services", data: input, authSession: "admin" },
        M.createServiceFailed,
        options,
      );
    },

    /** PATCH /admin/services/:id with only the fields to change → the service. */
    updateService(id: number, change: BodyOf<Endpoints["updateService"]>, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["updateService"]>>(
        { method: "PATCH", url: adminPath("/admin/services", id), data: change, authSession: "admin" },
        M.saveServiceFailed,
        options,
      );
    },

    /** Enable or disable a service (a disabled one leaves the catalogue and cannot be ordered). */
    setServiceEnabled(id: number, enabled: boolean, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["updateService"]>>(
        { method: "PATCH", url: adminPath("/admin/services", id), data: { enabled }, authSession: "admin" },
        M.saveServiceFailed,
        options,
      );
    },

    /** POST /admin/services/bulk-price → how many services changed (each enters the Updates feed). */
    bulkPriceChange(change: BodyOf<Endpoints["bulkPrice"]>, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["bulkPrice"]>>(
        { method: "POST", url: "/admin/services/bulk-price", data: change, authSession: "admin" },
        M.bulkPriceFailed,
        options,
      );
    },

    /** GET /admin/categories → every category (disabled included) in sort order. */
    listCategories(options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["listCategories"]>>(
        { method: "GET", url: "/admin/categories", authSession: "admin" },
        M.fetchCategoriesFailed,
        options,
      );
    },

    /** POST /admin/categories → 201 the new category. */
    createCategory(input: BodyOf<Endpoints["createCategory"]>, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["createCategory"]>>(
        { method: "POST", url: "/admin/categories", data: input, authSession: "admin" },
        M.createCategoryFailed,
        options,
      );
    },

    /** PATCH /admin/categories/:id with only the fields to change (incl. `enabled`). */
    updateCategory(id: number, change: BodyOf<Endpoints["updateCategory"]>, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["updateCategory"]>>(
        { method: "PATCH", url: adminPath("/admin/categories", id), data: change, authSession: "admin" },
        M.saveCategoryFailed,
        options,
      );
    },
  };
}
