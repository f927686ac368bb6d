import { groupIssues } from "@smm/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import type { z } from "zod";

export type FieldErrors = Record<string, string[]>;

/** An answer the client is meant to read: `{message}` or `{message, errors}` with a 4xx status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const INVALID_DATA_MESSAGE = "The given data was invalid.";
export const NOT_FOUND_MESSAGE = "Not found";
export const BODY_NOT_OBJECT_MESSAGE = "The request body must be a JSON object.";
export const SERVER_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

export function validationError(errors: FieldErrors, message = firstMessage(errors)): HttpError {
  return new HttpError(422, message, errors);
}

export function notFound(what = NOT_FOUND_MESSAGE): HttpError {
  return new HttpError(404, what);
}

function firstMessage(errors: FieldErrors): string {
  return Object.values(errors)[0]?.[0] ?? INVALID_DATA_MESSAGE;
}

/**
 * Turns a failed request schema (zod issues, through fastify-type-provider-zod) into the spec's
 * `{errors: {field: [messages]}}` shape, with the domain's grouping: fields in order, a missing field only
 * `required`.
 */
function schemaErrors(error: FastifyError): FieldErrors {
  const issues = (error.validation ?? []).map((item) => {
    const path = item.instancePath.split("/").filter(Boolean);
    // A body that is no object at all (`5`, `[]`, `null`): one message for every route, not zod's wording.
    const notAnObject = path.length === 0 && error.validationContext === "body" && item.keyword === "invalid_type";
    return {
      ...(item.params as object),
      code: item.keyword,
      message: notAnObject ? BODY_NOT_OBJECT_MESSAGE : (item.message ?? INVALID_DATA_MESSAGE),
      path,
    };
  }) as unknown as z.core.$ZodIssue[];
  // Both sides of an intersection report a body that is no object: say it once.
  return Object.fromEntries(
    Object.entries(groupIssues(issues)).map(([field, messages]) => [field, [...new Set(messages)]]),
  );
}

/** One error handler: client mistakes are explained, server faults are logged and never described. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if ("validation" in error && error.validation) {
      const errors = schemaErrors(error);
      return reply.status(422).send({ message: firstMessage(errors), errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: SERVER_ERROR_MESSAGE });
  });
}
