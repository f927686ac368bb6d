import { STAFF_ROLES, staffInviteSchema, staffRoleSchema } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditContext } from "../../../../services/admin/system-log";
import { errorResponses, idParams } from "../../../schemas";

const staffMember = {
  type: "object",
  properties: {
    id: { type: "integer" },
    username: { type: "string" },
    email: { type: "string" },
    role: { type: "string", enum: [...STAFF_ROLES] },
    disabled: { type: "boolean" },
    createdAt: { type: "string" },
  },
  required: ["id", "username", "email", "role", "disabled", "createdAt"],
} as const;

/** The owner's staff accounts; only the owner reaches them (the domain's `staffMayAccess`). */
export default async function staffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/admin/staff",
    {
      schema: {
        summary: "The operators: the owner and the staff, with their roles",
        response: {
          200: { type: "object", properties: { data: { type: "array", items: staffMember } } },
          ...errorResponses,
        },
      },
    },
    async () => app.staff.list(),
  );

  app.post(
    "/admin/staff",
    {
      schema: {
        summary: "Invite a staff member with a role: they set their password from the mailed link",
        body: staffInviteSchema,
        response: { 201: staffMember, ...errorResponses },
      },
    },
    async (request, reply) => {
      const member = await app.staff.invite(await auditContext(app.db, request), request.body);
      app.mailWorker.kick(); // the invitation goes out now, not at the worker's next round
      return reply.status(201).send(member);
    },
  );

  app.patch(
    "/admin/staff/:id",
    {
      schema: {
        summary: "Change a staff member's role",
        params: idParams,
        body: z.object({ role: staffRoleSchema }),
        response: { 200: staffMember, ...errorResponses },
      },
    },
    async (request) => app.staff.changeRole(await auditContext(app.db, request), request.params.id, request.body.role),
  );

  app.delete(
    "/admin/staff/:id",
    {
      schema: {
        summary: "Remove a staff member: their sessions end and they cannot sign in; the audit trail keeps their name",
        params: idParams,
        response: { 200: staffMember, ...errorResponses },
      },
    },
    async (request) => app.staff.remove(await auditContext(app.db, request), request.params.id),
  );
}
