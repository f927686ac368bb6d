import type { FieldErrors } from "@smm/domain";

/**
 * What a rejected `onSubmit` says to the user: its message (the api-client already applies the spec's
 * fallbacks), a thrown string, or the form's own fallback.
 */
export function submitErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== "") return error.message;
  if (typeof error === "string" && error.trim() !== "") return error;
  return fallback;
}

/** The server's field errors carried by a rejection (`{ errors: { field: [messages] } }`), or none. */
export function submitFieldErrors(error: unknown): FieldErrors {
  if (typeof error !== "object" || error === null || !("errors" in error)) return {};
  const { errors } = error;
  if (typeof errors !== "object" || errors === null) return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === "string" && message !== "",
    );
    if (list.length > 0) result[field] = list;
  }
  return result;
}
