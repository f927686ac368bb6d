/**
 * One endpoint of the HTTP API, declared once: its method, path, summary, request parts and answer. The server
 * registers its route from it (Fastify validates the request parts and serialises the answer, the OpenAPI document
 * is generated from it), and `@smm/api-client` takes its types from it (type-only imports: no zod in the browser).
 */
import type { z } from "zod";

export interface Endpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Below `/api`, with `:name` for a path parameter, as Fastify writes it. */
  path: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the endpoint reads (an idempotency key); every other header is kept. */
  headers?: z.ZodType;
  /** The success answer (200 unless `status` says otherwise). */
  response: z.ZodType;
  status?: 200 | 201 | 202 | 204;
  /** Answers besides the success one and the refusals, by status: a replay's 200, the health check's 503. */
  otherResponses?: Record<number, z.ZodType>;
}

/** Declares an endpoint, keeping its literal types (so its answer's type can be read from it). */
export const endpoint = <E extends Endpoint>(declared: E): E => declared;

/** What the endpoint answers on success, as its callers receive it (JSON: dates are ISO text). */
export type ResponseOf<E extends Endpoint> = z.output<E["response"]>;
/** What the endpoint's body takes, as a caller writes it. */
export type BodyOf<E extends Endpoint> = E["body"] extends z.ZodType ? z.input<E["body"]> : never;
