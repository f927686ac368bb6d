import type { AdminServiceQuery } from "@smm/domain";
import { adminListQuery, CATEGORY_PLATFORMS } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bulkPriceSchema,
  categoryCreate,
  categoryPatch,
  serviceCreate,
  servicePatch,
} from "../../../../services/admin/catalogue-input";
import { auditContext } from "../../../../services/admin/system-log";
import { numberedParam } from "../../../numbered";
import { errorResponses, idParams, queryFlag } from "../../../schemas";
import { adminCategorySchema, adminServiceSchema, idFilter, pageOf } from "../schemas";

const serviceQuery = adminListQuery(["id", "title", "price", "category", "created_at", "orders"], {
  category_id: idFilter,
  platform: z.enum(CATEGORY_PLATFORMS),
  enabled: queryFlag,
  mode: z.enum(["manual", "provider"]),
});

/** Add / show services and categories. */
export default async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get<{ Querystring: AdminServiceQuery }>(
    "/admin/services",
    {
      schema: {
        summary: "Services, paged, with filters, search and sort",
        querystring: serviceQuery,
        response: { 200: pageOf(adminServiceSchema), ...errorResponses },
      },
    },
    async (request) => app.adminCatalogue.listServices(request.query),
  );

  app.get<{ Params: { id: number } }>(
    "/admin/services/:id",
    {
      preHandler: numberedParam("services"),
      schema: { summary: "One service", params: idParams, response: { 200: adminServiceSchema, ...errorResponses } },
    },
    async (request) => app.adminCatalogue.getService(request.params.id),
  );

  app.post(
    "/admin/services",
    {
      schema: {
        summary: "Create a service (price per unit or per 1000); enters the Updates feed",
        body: serviceCreate,
        response: { 201: adminServiceSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await app.adminCatalogue.createService(await auditContext(app.db, request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    "/admin/services/:id",
    {
      preHandler: numberedParam("services"),
      schema: {
        summary: "Edit any fields of a service (incl. enabled); each change enters the Updates feed",
        params: idParams,
        body: servicePatch,
        response: { 200: adminServiceSchema, ...errorResponses },
      },
    },
    async (request) =>
      app.adminCatalogue.updateService(await auditContext(app.db, request), request.params.id, request.body),
  );

  app.post(
    "/admin/services/bulk-price",
    {
      schema: {
        summary: "Change prices by a percentage (exact decimals), for chosen services, a category or all",
        body: bulkPriceSchema,
        response: { 200: { type: "object", properties: { updated: { type: "integer" } } }, ...errorResponses },
      },
    },
    async (request) => app.adminCatalogue.bulkPrice(await auditContext(app.db, request), request.body),
  );

  app.get(
    "/admin/categories",
    {
      schema: {
        summary: "Every category in sort order, disabled ones included",
        response: {
          200: { type: "object", properties: { data: { type: "array", items: adminCategorySchema } } },
          ...errorResponses,
        },
      },
    },
    async () => app.adminCatalogue.listCategories(),
  );

  app.post(
    "/admin/categories",
    {
      schema: {
        summary: "Create a category",
        body: categoryCreate,
        response: { 201: adminCategorySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await app.adminCatalogue.createCategory(await auditContext(app.db, request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    "/admin/categories/:id",
    {
      schema: {
        summary: "Edit a category (name, platform, icon, sort order, enabled)",
        params: idParams,
        body: categoryPatch,
        response: { 200: adminCategorySchema, ...errorResponses },
      },
    },
    async (request) =>
      app.adminCatalogue.updateCategory(await auditContext(app.db, request), request.params.id, request.body),
  );
}
