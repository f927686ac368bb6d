import { adminSupportEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditContext } from "../../../../services/admin/system-log";
import { attachmentDownload, sendAttachment } from "../../../../services/attachments";
import { routeOf } from "../../../contract";
import { errorResponses, rowId } from "../../../schemas";

/** The support queue; replies: POST /admin/tickets/:id/replies (tickets routes). */
export default async function supportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({ ...routeOf(adminSupportEndpoints.list), handler: (request) => app.adminSupport.list(request.query) });
  app.route({
    ...routeOf(adminSupportEndpoints.get),
    handler: (request) => app.adminSupport.get(request.params.id),
  });

  // The answer is a file, not JSON: declared here, as the customer's download is.
  app.get(
    "/admin/tickets/:id/attachments/:attachmentId",
    {
      schema: {
        summary: "Download a file attached to a ticket (staff who may read tickets)",
        params: z.object({ id: rowId, attachmentId: rowId }),
        response: { 200: attachmentDownload, ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await app.adminSupport.attachment(request.params.id, request.params.attachmentId);
      return sendAttachment(reply, app.config.uploadsDir, file);
    },
  );

  app.route({
    ...routeOf(adminSupportEndpoints.setStatus),
    handler: async (request) =>
      app.adminSupport.setStatus(await auditContext(app.db, request), request.params.id, request.body.status),
  });
}
