import type { FieldErrors } from "@smm/domain";
import { useCallback, useEffect, useRef } from "react";
import type { FieldPath, FieldValues, FieldErrors as FormErrors, UseFormSetFocus } from "react-hook-form";

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
 * Moves focus to the first field refused, by the form's own check or by the server, once the form can be used again
 * (its fields are disabled while it submits, so react-hook-form's own focus on an invalid submit would land on a
 * disabled field and do nothing: such a form sets `shouldFocusError: false` and passes `firstRefusedField` of the
 * errors here from handleSubmit's second argument). Its message is then in view and read out, also on a phone where
 * that field is far above the button. Its text is selected, so typing replaces it (a wrong password or code) and an
 * arrow key edits it. Returns what a refused submit calls with that field's name.
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

/**
 * The path of the first field refused in react-hook-form's `errors` (nested lists and groups followed). Their order is
 * the order the errors were found in (a field checked as it was left comes first), so a form whose fields are known
 * gives their `order` (top-level names, as laid out) and the first refused of them is named.
 */
export function firstRefusedField<Values extends FieldValues>(
  errors: FormErrors<Values>,
  order: readonly string[] = [],
): FieldPath<Values> | undefined {
  const paths: string[] = [];
  const collect = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (value === null || typeof value !== "object") continue;
      const path = prefix ? `${prefix}.${key}` : key;
      // A field's error has a `type`; a list or group of fields holds more errors.
      if ("type" in value && typeof value.type === "string") paths.push(path);
      else collect(value, path);
    }
  };
  collect(errors, "");
  const rank = (path: string) => {
    const index = order.indexOf(path.split(".")[0] ?? "");
    return index === -1 ? order.length : index;
  };
  // A stable sort: paths of one top-level field keep their order.
  return paths.sort((a, b) => rank(a) - rank(b))[0] as FieldPath<Values> | undefined;
}
