import { z } from "zod";

/**
 * Schemas shared by route declarations. Request parts (params, query, headers, bodies) are zod schemas that Fastify
 * validates with (fastify-type-provider-zod); answers are JSON schemas that shape the serialised responses. Both
 * make the OpenAPI document.
 */

/** Path and query numbers and ids: the contract's, so the server and its callers read them alike. */
export { idParams, rowId, wholeNumberParam as wholeNumber } from "@smm/domain";

/** `true` or `false` in a query string. */
export const queryFlag = z.enum(["true", "false"]).transform((value) => value === "true");

const str = { type: "string" } as const;
/** Money crosses the wire as an exact decimal string: "1234.50". */
export const decimal = { type: "string", description: "Exact decimal amount, e.g. 1234.50" } as const;

export const errorResponse = {
  type: "object",
  properties: {
    message: str,
    errors: { type: "object", additionalProperties: { type: "array", items: str } },
  },
} as const;

export const errorResponses = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  422: errorResponse,
  429: errorResponse,
} as const;
