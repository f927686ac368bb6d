import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import { TICKET_ATTACHMENT_MAX_BYTES } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import security from "./security";
import xsrf from "./xsrf";

/**
 * The OpenAPI document from the routes: request parts are zod schemas (turned into JSON Schema by the type
 * provider), answers are JSON schemas already and pass as they are.
 */
const requestSchemasToJson: typeof jsonSchemaTransform = (document) => {
  const { response, ...request } = document.schema ?? {};
  const transformed = jsonSchemaTransform({ ...document, schema: request });
  return { ...transformed, schema: { ...transformed.schema, ...(response ? { response } : {}) } };
};

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
    transform: requestSchemasToJson,
  });
});
