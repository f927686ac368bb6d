import type { Endpoint } from "@smm/domain";
import { z } from "zod";
import { errorResponses } from "./schemas";

/** A request part the endpoint declares, or nothing: Fastify warns about a schema key that holds `undefined`. */
const part = <Key extends string, Schema>(key: Key, schema: Schema) =>
  (schema === undefined ? {} : { [key]: schema }) as { [K in Key]: Schema };

/**
 * A route's method, address and schemas from its endpoint in the contract (`@smm/domain`'s `contract/`): Fastify
 * validates the request parts with zod and documents them, and the answer's zod schema is turned into the JSON Schema
 * that Fastify's own serializer (fast-json-stringify) compiles, so the answer keeps its speed and writes only the
 * declared fields. Every route also declares the `{message, errors}` shape of its refusals.
 */
export function routeOf<E extends Endpoint>(declared: E) {
  const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "output", target: "draft-07" });
  const otherResponses = Object.entries(declared.otherResponses ?? {}).map(([status, schema]) => [
    status,
    jsonSchemaOf(schema),
  ]);
  return {
    method: declared.method,
    url: declared.path,
    schema: {
      summary: declared.summary,
      ...part("params", declared.params as E["params"]),
      ...part("querystring", declared.query as E["query"]),
      ...part("body", declared.body as E["body"]),
      ...part("headers", declared.headers as E["headers"]),
      response: {
        [declared.status ?? 200]: jsonSchemaOf(declared.response),
        ...Object.fromEntries(otherResponses),
        ...errorResponses,
      },
    },
  };
}
