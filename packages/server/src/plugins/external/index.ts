import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import { TICKET_ATTACHMENT_MAX_BYTES } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import security from "./security";
import xsrf from "./xsrf";

/** Configured third-party plugins, registered before the app's own (fastify/demo's plugins/external). */
export default fp(async function external(app: FastifyInstance) {
  await app.register(security);
  await app.register(cookie);
  await app.register(xsrf);
  // Limits are opted into per route (login, register, password reset): see routes/api/auth.
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: TICKET_ATTACHMENT_MAX_BYTES, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: { info: { title: "SMM panel API", version: "1.0.0" }, components: {} },
  });
});
