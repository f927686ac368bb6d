import { groupIssues } from "@smm/domain";
import type { z } from "zod";
import { BODY_NOT_OBJECT_MESSAGE, INVALID_DATA_MESSAGE, validationError } from "./errors";

/**
 * A request body checked with one of the domain's schemas (the rules and messages the browser's forms apply):
 * the parsed value (trimmed, unknown fields dropped: no mass assignment), or a 422 with every field's messages.
 */
export function validateBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw validationError({ body: [BODY_NOT_OBJECT_MESSAGE] }, INVALID_DATA_MESSAGE);
  }
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(groupIssues(result.error.issues, schema));
  return result.data;
}
