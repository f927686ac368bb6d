import type { FastifyInstance } from "fastify";
import { customerId } from "../../../plugins/app/auth";
import { errorResponses, idParams } from "../../schemas";

const notificationSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    title: { type: "string" },
    message: { type: "string" },
    date: { type: "string" },
    read: { type: "boolean" },
  },
} as const;
const listSchema = {
  type: "object",
  properties: { data: { type: "array", items: notificationSchema }, unread: { type: "integer" } },
} as const;

export default async function notificationRoutes(app: FastifyInstance) {
  app.addHook("preValidation", app.requireCustomer);

  app.get(
    "/notifications",
    {
      schema: {
        summary: "Latest notifications and the unread count",
        response: { 200: listSchema, ...errorResponses },
      },
    },
    async (request) => app.notifications.list(customerId(request)),
  );

  app.post<{ Params: { id: number } }>(
    "/notifications/:id/read",
    {
      schema: {
        summary: "Mark one notification read",
        params: idParams,
        response: { 200: notificationSchema, ...errorResponses },
      },
    },
    async (request) => app.notifications.markRead(customerId(request), request.params.id),
  );

  app.post(
    "/notifications/read-all",
    { schema: { summary: "Mark every notification read", response: { 200: listSchema, ...errorResponses } } },
    async (request) => app.notifications.markAllRead(customerId(request)),
  );
}
