import { type FieldErrors, INVALID_DATA_MESSAGE, validationError } from "../../errors";

const MAX_INT = 2_147_483_647;

export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw validationError({ body: ["The request body must be a JSON object."] }, INVALID_DATA_MESSAGE);
  }
  return body as Record<string, unknown>;
}

/** Reads a JSON body field by field, collecting every problem with a clear message (nothing is mass-assigned). */
export class FieldReader {
  readonly errors: FieldErrors = {};
  constructor(private readonly input: Record<string, unknown>) {}

  has(field: string): boolean {
    return Object.hasOwn(this.input, field) && this.input[field] !== undefined;
  }

  fail(field: string, message: string): undefined {
    this.errors[field] = [...(Object.hasOwn(this.errors, field) ? (this.errors[field] ?? []) : []), message];
    return undefined;
  }

  text(field: string, label: string, max: number, required: boolean): string | undefined {
    if (!this.has(field)) return required ? this.fail(field, `The ${label} is required.`) : undefined;
    const value = this.input[field];
    if (typeof value !== "string") return this.fail(field, `The ${label} must be text.`);
    const trimmed = value.trim();
    if (required && trimmed === "") return this.fail(field, `The ${label} is required.`);
    if (trimmed.length > max) return this.fail(field, `The ${label} must be at most ${max} characters.`);
    return trimmed;
  }

  integer(field: string, label: string, min: number, required: boolean): number | undefined {
    if (!this.has(field)) return required ? this.fail(field, `The ${label} is required.`) : undefined;
    const value = this.input[field];
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > MAX_INT) {
      return this.fail(field, `The ${label} must be a whole number of at least ${min}.`);
    }
    return value;
  }

  flag(field: string): boolean | undefined {
    if (!this.has(field)) return undefined;
    const value = this.input[field];
    if (typeof value !== "boolean") return this.fail(field, `The ${field} field must be true or false.`);
    return value;
  }

  /** Throws every collected problem as one 422, if there is any. */
  check(): void {
    if (Object.keys(this.errors).length > 0) throw validationError(this.errors);
  }

  value(field: string): unknown {
    return this.input[field];
  }
}
