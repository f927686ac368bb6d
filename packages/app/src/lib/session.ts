import type { SaveOptions, SessionKind, SessionSlot, StoredSession } from "@smm/api-client";
import type { Admin, User } from "@smm/domain";
import { useSyncExternalStore } from "react";
import { api } from "./api";
import { emitSessionChange, onSessionChange, type SessionEndReason } from "./sessionEvents";

export { onSessionChange, type SessionChange, type SessionEndReason } from "./sessionEvents";

function subscribe(listener: () => void): () => void {
  const stop = onSessionChange(listener);
  // Another tab signing in or out changes the shared localStorage.
  window.addEventListener("storage", listener);
  return () => {
    stop();
    window.removeEventListener("storage", listener);
  };
}

/** A snapshot that stays the same object while the stored keys do, as useSyncExternalStore requires. */
function snapshotReader<T>(slot: SessionSlot<T>): () => StoredSession<T> | null {
  let lastKey: string | null = null;
  let last: StoredSession<T> | null = null;
  return () => {
    const current = slot.read();
    const key = current ? `${current.token}\n${JSON.stringify(current.data)}` : null;
    if (key !== lastKey) {
      lastKey = key;
      last = current;
    }
    return last;
  };
}

function sessionControls<T>(kind: SessionKind, slot: SessionSlot<T>) {
  const read = snapshotReader(slot);
  return {
    read,
    /** Stores the session (localStorage when `remember`, else sessionStorage) and tells the app. */
    save(session: StoredSession<T>, options: SaveOptions) {
      slot.save(session, options);
      emitSessionChange({ kind, change: "started" });
    },
    /** Replaces the stored user/admin (after a profile change or a fresh GET /user). */
    updateData(data: T) {
      slot.updateData(data);
      emitSessionChange({ kind, change: "started" });
    },
    /** Removes this session's keys only (the other session is untouched) and tells the app. */
    end(reason: SessionEndReason) {
      slot.clear();
      emitSessionChange({ kind, change: "ended", reason });
    },
  };
}

/** The customer session: token (authToken) and user (userData). */
export const customerSession = sessionControls<User>("customer", api.sessions.customer);
/** The admin session: token (adminToken) and admin (adminData). */
export const adminSession = sessionControls<Admin>("admin", api.sessions.admin);

/** A server-rendered page knows no visitor: it is rendered, and hydrated, signed out (the stored session follows at once). */
const signedOut = () => null;

/** The signed-in customer, or null: the guard's rule is a stored token AND stored user data. */
export function useCustomerSession(): StoredSession<User> | null {
  return useSyncExternalStore(subscribe, customerSession.read, signedOut);
}

/** The signed-in operator, or null: a stored admin token AND admin data. */
export function useAdminSession(): StoredSession<Admin> | null {
  return useSyncExternalStore(subscribe, adminSession.read, signedOut);
}
