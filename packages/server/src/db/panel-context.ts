import { AsyncLocalStorage } from "node:async_hooks";

/** The panel every database created before child panels belongs to (migration 0019 makes it row 1 of `panels`). */
export const MAIN_PANEL_ID = 1;

/**
 * Whose rows a database call may see: one panel's (`panelId`), none (`panelId` undefined: row-level security shows
 * and accepts nothing), or every panel's as the database owner (`asOwner`: migrations only).
 */
export interface PanelScope {
  readonly panelId: number | undefined;
  readonly asOwner?: boolean;
}

const storage = new AsyncLocalStorage<PanelScope>();

/** Code outside any scope sees no panel; the server's test project sets the main panel (see setPanelOutsideScopes). */
let outside: PanelScope = { panelId: undefined };

/**
 * Runs `fn` (and everything it starts) as panel `panelId`: the database client puts that panel on the connection
 * before each of its queries (db/panel-connection.ts) and PostgreSQL's row-level security does the rest. Requests
 * enter it in the panel hook (plugins/app/panel.ts), jobs in the worker (jobs/worker.ts).
 */
export function withPanel<T>(panelId: number, fn: () => T | PromiseLike<T>): Promise<T> {
  return inScope({ panelId }, fn);
}

/** Runs `fn` as the database owner, outside row-level security: only migrations do. */
export function asDatabaseOwner<T>(fn: () => T | PromiseLike<T>): Promise<T> {
  return inScope({ panelId: undefined, asOwner: true }, fn);
}

function inScope<T>(scope: PanelScope, fn: () => T | PromiseLike<T>): Promise<T> {
  // Awaited inside the scope: a drizzle query is a lazy thenable that runs only when awaited, so one returned
  // from `fn` and awaited by the caller would run outside it.
  return storage.run(scope, async () => await fn());
}

/** The scope of the running code. */
export function currentScope(): PanelScope {
  return storage.getStore() ?? outside;
}

/** The panel of the running code, if it runs in one. */
export function currentPanelId(): number | undefined {
  return currentScope().panelId;
}

/**
 * The panel of code that runs outside any scope. A server keeps none (a request or job that forgot its panel reads
 * and writes nothing); the server's tests, which read and write the database directly, use the main panel.
 */
export function setPanelOutsideScopes(panelId: number | undefined): void {
  outside = { panelId };
}
