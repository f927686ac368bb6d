import { notificationEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { customerId } from "../../../plugins/app/auth";
import { routeOf } from "../../contract";

export default async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("preValidation", app.requireCustomer);

  app.route({
    ...routeOf(notificationEndpoints.list),
    handler: (request) => app.notifications.list(customerId(request)),
  });
  app.route({
    ...routeOf(notificationEndpoints.markRead),
    handler: (request) => app.notifications.markRead(customerId(request), request.params.id),
  });
  app.route({
    ...routeOf(notificationEndpoints.markAllRead),
    handler: (request) => app.notifications.markAllRead(customerId(request)),
  });
}
