import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type FieldErrors, validationError } from "../../errors";

/** Deeper than any body the panel reads: anything nested further is refused before anyone walks it. */
const MAX_DEPTH = 32;

/**
 * What PostgreSQL cannot store or compare, found anywhere in the params, query or body: a NUL character
 * (text columns refuse it) and a number that is not finite (`1e309` parses as Infinity, which passes a
 * JSON-schema `maximum`). Each is reported on its field; a body nested deeper than MAX_DEPTH on `body`.
 * Raw bodies (the signed webhooks read bytes) are left to their route.
 */
function unstorable(input: object | undefined): FieldErrors {
  const errors: FieldErrors = {};
  const pending: Array<{ value: unknown; path: string; depth: number }> = Object.entries(input ?? {}).map(
    ([path, value]) => ({ value, path, depth: 0 }),
  );
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path, depth } = item;
    const field = path || "body";
    if (typeof value === "string" && value.includes("\u0000")) {
      errors[field] = [`The ${field} field must not contain NUL characters.`];
    } else if (typeof value === "number" && !Number.isFinite(value)) {
      errors[field] = [`The ${field} field must be a finite number.`];
    } else if (typeof value === "object" && value !== null && !(value instanceof Uint8Array)) {
      if (depth >= MAX_DEPTH) return { body: ["The request body is nested too deeply."] };
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes("\u0000")) errors.body = ["Field names must not contain NUL characters."];
        else pending.push({ value: inner, path: path ? `${path}.${key}` : key, depth: depth + 1 });
      }
    }
  }
  return errors;
}

function checkStorable(request: FastifyRequest): void {
  const { body } = request;
  // Each part on its own: a body field may share a name with a path parameter.
  const errors = {
    ...unstorable(request.params as Record<string, unknown>),
    ...unstorable(request.query as Record<string, unknown>),
    // A body that is not an object (an array, a string) is walked under the name "body".
    ...unstorable(typeof body === "object" && body !== null && !Array.isArray(body) ? body : { "": body }),
  };
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/**
 * Runs after Fastify's own validation (so query and params are coerced) and before every route's handler and
 * its own pre-handlers: nothing unstorable reaches a service or the database, whatever the route declares.
 */
export default fp(async function storableInput(app: FastifyInstance) {
  app.addHook("preHandler", async (request) => checkStorable(request));
});
