/**
 * Where sessions live. "Remember me" writes to `persistent` (localStorage: survives a browser restart);
 * otherwise to `temporary` (sessionStorage: ends with the browser session).
 */
export interface SessionStorages {
  persistent: Storage;
  temporary: Storage;
}

/** The browser's localStorage and sessionStorage. */
export function browserStorages(): SessionStorages {
  return { persistent: globalThis.localStorage, temporary: globalThis.sessionStorage };
}

/** A `Storage` kept in memory, for environments without Web Storage (Node, tests). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

/** Two memory storages, for Node and tests. */
export function memoryStorages(): SessionStorages {
  return { persistent: memoryStorage(), temporary: memoryStorage() };
}
