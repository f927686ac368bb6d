import { ERROR_MESSAGES } from "@smm/domain";

export type FieldErrors = Record<string, string[]>;

/**
 * Every failed call rejects with one of these. `message` is what a toast shows (spec §8); `errors` holds the
 * server's field errors (empty when it sent none) so a form can put each message under its field.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** HTTP status, or `undefined` when no response arrived (network failure or abort). */
  readonly status: number | undefined;
  readonly errors: FieldErrors;
  /** The caller cancelled the call through its AbortSignal. */
  readonly aborted: boolean;

  constructor(
    message: string,
    options: { status?: number; errors?: FieldErrors; aborted?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.errors = options.errors ?? {};
    this.aborted = options.aborted ?? false;
  }

  /** The first message of a field, for forms that show one message per field. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Keeps only the well-formed part of an `errors` body: field → non-empty strings. */
function readFieldErrors(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === "string" && message.trim() !== "",
    );
    if (list.length > 0) errors[field] = list;
  }
  return errors;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/**
 * A response that is not 2xx, by the spec's error catalogue (§8): the server's `message`, else its field messages
 * joined with ", ", else the call's fallback.
 */
export function apiErrorFromResponse(status: number, body: unknown, fallback: string): ApiError {
  const errors = isRecord(body) ? readFieldErrors(body.errors) : {};
  const joined = Object.values(errors).flat().join(", ");
  const message = (isRecord(body) ? nonEmptyString(body.message) : undefined) ?? nonEmptyString(joined) ?? fallback;
  return new ApiError(message, { status, errors });
}

/**
 * Any failure of a call as an `ApiError` (a response that is not 2xx is one already). When no response arrived:
 * cancelled through its signal (`aborted`), or the error's own message, else 'Network error. Please try again.'
 * (a failed `fetch` says only "Failed to fetch", so its TypeError counts as having no message).
 */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const aborted = typeof error === "object" && error !== null && "name" in error && error.name === "AbortError";
  const own = error instanceof Error && !(error instanceof TypeError) ? nonEmptyString(error.message) : undefined;
  return new ApiError(own ?? ERROR_MESSAGES.network, { aborted, cause: error });
}
