import { CHILD_PANEL_STATUSES, childPanelSchema as childPanelRequest } from "@smm/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { customerId } from "../../../plugins/app/auth";
import { auditContext } from "../../../services/admin/system-log";
import { refuseOnChildPanel } from "../../../services/child-panels";
import { IDEMPOTENCY_HEADER, readIdempotencyKey, runIdempotent } from "../../../services/idempotency";
import { asRequestPanel } from "../../../services/panels/directory";
import { decimal, errorResponses, idParams } from "../../schemas";
import { adminChildPanelSchema, runningPanelSchema } from "../admin/schemas";

/** A panel is created pending; the operator moves it on from there. */
const panelStatusBody = z.object({
  status: z.enum(CHILD_PANEL_STATUSES).exclude(["pending"], { error: "Choose active, suspended or cancelled." }),
});

const childPanelSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    domain: { type: "string" },
    currency: { type: "string" },
    adminUsername: { type: "string" },
    pricePerMonth: decimal,
    status: { type: "string" },
    nameservers: { type: "array", items: { type: "string" } },
    createdAt: { type: "string" },
    running: runningPanelSchema,
  },
} as const;

/** The hook of every child panel route: only the main panel sells them, a child panel answers 404 (refuseOnChildPanel). */
export const mainPanelOnly = async (request: FastifyRequest) => refuseOnChildPanel(request.panel.id);

export default async function childPanelRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** The customers' routes: only while child panels are on sale (the operator's decision; never on a child panel). */
  const onSale = (request: FastifyRequest) => asRequestPanel(request, () => app.childPanels.refuseWhileClosed());
  app.post(
    "/child-panels",
    {
      onRequest: onSale,
      preValidation: app.requireCustomer,
      schema: {
        summary: "Order a child panel; the monthly price is charged",
        body: childPanelRequest,
        response: { 201: childPanelSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = customerId(request);
      const outcome = await runIdempotent(
        app.db,
        {
          userId,
          scope: "child-panel",
          key: readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]),
          body: request.body,
        },
        async (tx) => ({ status: 201, body: await app.childPanels.create(tx, userId, request.body) }),
      );
      return reply.status(outcome.status as 201).send(outcome.body);
    },
  );

  app.get(
    "/child-panels",
    {
      onRequest: onSale,
      preValidation: app.requireCustomer,
      schema: {
        summary: "The customer's child panels",
        response: {
          200: { type: "object", properties: { data: { type: "array", items: childPanelSchema } } },
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: await app.childPanels.list(customerId(request)) }),
  );

  app.get<{ Params: { id: number } }>(
    "/child-panels/:id",
    {
      onRequest: onSale,
      preValidation: app.requireCustomer,
      schema: { summary: "One child panel", params: idParams, response: { 200: childPanelSchema, ...errorResponses } },
    },
    async (request) => app.childPanels.get(customerId(request), request.params.id),
  );

  const dnsSchema = {
    type: "object",
    properties: {
      state: { type: "string", enum: ["ok", "elsewhere", "missing", "unknown"] },
      found: { type: "array", items: { type: "string" } },
      expected: { type: "array", items: { type: "string" } },
    },
    required: ["state", "found", "expected"],
  } as const;
  const nullableText = { type: ["string", "null"] } as const;

  app.get<{ Params: { id: number } }>(
    "/child-panels/:id/access",
    {
      onRequest: mainPanelOnly,
      preValidation: app.requireCustomer,
      schema: {
        summary:
          "Where the owner finds one of their panels (its links, temporary address) and whether its domain's DNS " +
          "reaches this server and a certificate is in place, with what to do when not",
        params: idParams,
        response: {
          200: {
            type: "object",
            properties: {
              panelUrl: nullableText,
              adminUrl: nullableText,
              temporaryUrl: nullableText,
              dns: dnsSchema,
              certificateApprovedAt: nullableText,
              certificateInPlace: { type: "boolean" },
              advice: { type: "array", items: { type: "string" } },
            },
            required: ["panelUrl", "adminUrl", "temporaryUrl", "dns", "certificateInPlace", "advice"],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => app.panelAccess.of(await app.childPanels.get(customerId(request), request.params.id)),
  );

  app.put<{ Params: { id: number }; Body: z.output<typeof panelStatusBody> }>(
    "/admin/child-panels/:id/status",
    {
      onRequest: mainPanelOnly,
      preValidation: app.requireAdmin,
      schema: {
        summary: "Operator: move a panel to active, suspended or cancelled",
        params: idParams,
        body: panelStatusBody,
        response: { 200: adminChildPanelSchema, ...errorResponses },
      },
    },
    async (request) =>
      app.adminChildPanels.setStatus(await auditContext(app.db, request), request.params.id, request.body.status),
  );
}
