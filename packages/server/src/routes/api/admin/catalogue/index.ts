import { adminCatalogueEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditContext } from "../../../../services/admin/system-log";
import { routeOf } from "../../../contract";
import { numberedParam } from "../../../numbered";

/** Add / show services and categories. */
export default async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const catalogue = adminCatalogueEndpoints;
  app.route({
    ...routeOf(catalogue.listServices),
    handler: (request) => app.adminCatalogue.listServices(request.query),
  });
  app.route({
    ...routeOf(catalogue.getService),
    preHandler: numberedParam("services"),
    handler: (request) => app.adminCatalogue.getService(request.params.id),
  });
  app.route({
    ...routeOf(catalogue.createService),
    handler: async (request, reply) => {
      const created = await app.adminCatalogue.createService(await auditContext(app.db, request), request.body);
      return reply.status(201).send(created);
    },
  });
  app.route({
    ...routeOf(catalogue.updateService),
    preHandler: numberedParam("services"),
    handler: async (request) =>
      app.adminCatalogue.updateService(await auditContext(app.db, request), request.params.id, request.body),
  });
  app.route({
    ...routeOf(catalogue.bulkPrice),
    handler: async (request) => app.adminCatalogue.bulkPrice(await auditContext(app.db, request), request.body),
  });
  app.route({ ...routeOf(catalogue.listCategories), handler: () => app.adminCatalogue.listCategories() });
  app.route({
    ...routeOf(catalogue.createCategory),
    handler: async (request, reply) => {
      const created = await app.adminCatalogue.createCategory(await auditContext(app.db, request), request.body);
      return reply.status(201).send(created);
    },
  });
  app.route({
    ...routeOf(catalogue.updateCategory),
    handler: async (request) =>
      app.adminCatalogue.updateCategory(await auditContext(app.db, request), request.params.id, request.body),
  });
}
