import type { FieldErrors } from "@smm/domain";
import { useCallback, useEffect, useRef } from "react";
import type { FieldPath, FieldValues, UseFormSetFocus } from "react-hook-form";

/**
 * What a failed call or a rejected `onSubmit` says to the user: its message (the api-client already applies the
 * spec's fallbacks), a thrown string, or the caller's fallback.
 */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
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

/**
 * Moves focus to the first field the server refused, once the form can be used again (its fields are disabled while
 * it submits): its message is then in view and read out, also on a phone where that field is far above the button.
 * Its text is selected, so typing replaces it (a wrong password or code) and an arrow key edits it.
 * Returns what a rejected submit calls with that field's name.
 */
export function useFocusRefusedField<Values extends FieldValues>(
  setFocus: UseFormSetFocus<Values>,
  isSubmitting: boolean,
): (field: FieldPath<Values> | undefined) => void {
  const refused = useRef<FieldPath<Values> | undefined>(undefined);
  useEffect(() => {
    if (isSubmitting || refused.current === undefined) return;
    setFocus(refused.current, { shouldSelect: true });
    refused.current = undefined;
  }, [isSubmitting, setFocus]);
  return useCallback((field) => {
    refused.current = field;
  }, []);
}
