import type { SessionStorages } from "./storage";

export interface SessionKeys {
  token: string;
  data: string;
}

export interface StoredSession<T> {
  token: string;
  data: T;
}

export interface SaveOptions {
  /** Keep the session after the browser closes (localStorage) instead of for this browser session only. */
  remember: boolean;
}

/** One signed-in identity (customer or admin) kept under two storage keys: its token and its JSON data. */
export interface SessionSlot<T> {
  readonly keys: SessionKeys;
  save(session: StoredSession<T>, options: SaveOptions): void;
  /** The stored token and data, or `null` unless both are present and the data parses. */
  read(): StoredSession<T> | null;
  token(): string | null;
  /** Replaces the stored data (e.g. after a profile change) where the session already lives. */
  updateData(data: T): void;
  clear(): void;
}

export function createSessionSlot<T>(keys: SessionKeys, storages: SessionStorages): SessionSlot<T> {
  const { persistent, temporary } = storages;

  // sessionStorage first: it belongs to this tab, so it is the more specific answer.
  function holder(): Storage | null {
    for (const storage of [temporary, persistent]) {
      if (storage.getItem(keys.token) !== null) return storage;
    }
    return null;
  }

  function clear(): void {
    for (const storage of [temporary, persistent]) {
      storage.removeItem(keys.token);
      storage.removeItem(keys.data);
    }
  }

  function read(): StoredSession<T> | null {
    const storage = holder();
    const token = storage?.getItem(keys.token);
    const raw = storage?.getItem(keys.data);
    if (!storage || !token || raw == null) return null;
    try {
      return { token, data: JSON.parse(raw) as T };
    } catch {
      return null;
    }
  }

  return {
    keys,
    save(session, { remember }) {
      // One copy only, so a later sign-in without "remember me" cannot leave an older remembered one behind.
      clear();
      const storage = remember ? persistent : temporary;
      storage.setItem(keys.token, session.token);
      storage.setItem(keys.data, JSON.stringify(session.data));
    },
    read,
    token: () => read()?.token ?? null,
    updateData(data) {
      holder()?.setItem(keys.data, JSON.stringify(data));
    },
    clear,
  };
}
