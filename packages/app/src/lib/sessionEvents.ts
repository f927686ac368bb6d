import type { SessionKind } from "@smm/api-client";

/** Why a session ended: the person signed out, or the server no longer accepts its token. */
export type SessionEndReason = "signed-out" | "expired";
export type SessionChange = { kind: SessionKind; change: "started" | "ended"; reason?: SessionEndReason };
type Listener = (change: SessionChange) => void;

const listeners = new Set<Listener>();

/**
 * Tells the app a session started or ended. Web Storage fires no event in the tab that wrote it, so every write
 * goes through here; guards and the query cache listen.
 */
export function emitSessionChange(change: SessionChange): void {
  for (const listener of listeners) listener(change);
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
