import { ApiError, newIdempotencyKey } from "@smm/api-client";
import { useRef } from "react";

/**
 * One Idempotency-Key per logical submission. Sending the same payload again after a lost answer (network error
 * or 5xx) reuses the key, so the server answers the retry with the first result and never charges twice; a
 * changed payload, or any answer the server settled (success or 4xx), starts a new submission.
 */
export function useSubmissionKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);

  return async function submitOnce<T>(payload: unknown, send: (idempotencyKey: string) => Promise<T>): Promise<T> {
    const fingerprint = JSON.stringify(payload);
    if (current.current?.fingerprint !== fingerprint) current.current = { fingerprint, key: newIdempotencyKey() };
    try {
      const result = await send(current.current.key);
      current.current = null;
      return result;
    } catch (error) {
      const settled = error instanceof ApiError && error.status !== undefined && error.status < 500;
      if (settled) current.current = null;
      throw error;
    }
  };
}
