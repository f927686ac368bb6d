import type { PGlite, Transaction } from "@electric-sql/pglite";
import type pg from "pg";
import { currentScope, type PanelScope } from "./panel-context";

/**
 * The role every query of the application runs as (migration 0019): row-level security applies to it, so a
 * connection sees only the rows of the panel its `app.panel_id` names, and none when it names none. The connecting
 * user (a superuser on PGlite and in the tests) owns the tables and runs the migrations.
 */
export const APP_ROLE = "smm_app";

/** What a connection must be set to before it serves a scope: the role it runs as and the panel it sees. */
interface ConnectionSetting {
  role: string;
  panel: string;
}

function settingFor(scope: PanelScope): ConnectionSetting {
  // "none" is the connecting user itself (RESET ROLE): the tables' owner, for migrations.
  if (scope.asOwner) return { role: "none", panel: "" };
  return { role: APP_ROLE, panel: scope.panelId === undefined ? "" : String(scope.panelId) };
}

/** One statement that moves a connection to a setting (both are session settings: they outlive transactions). */
const SETTING_STATEMENT = "select set_config('role', $1, false), set_config('app.panel_id', $2, false)";

const sameSetting = (a: ConnectionSetting | undefined, b: ConnectionSetting) =>
  a !== undefined && a.role === b.role && a.panel === b.panel;

/** Counts the setting statements sent, so a test can show that one panel's traffic sends none after the first. */
export const settingStatements = { sent: 0 };

/** The settings of node-postgres connections, kept beside them: a connection keeps its setting between uses. */
const clientSettings = new WeakMap<pg.ClientBase, ConnectionSetting>();

/** Moves `client` to the caller's scope when it is set to another: one statement then, none otherwise. */
async function applyScope(client: pg.ClientBase, scope: PanelScope): Promise<void> {
  const wanted = settingFor(scope);
  if (sameSetting(clientSettings.get(client), wanted)) return;
  clientSettings.delete(client);
  settingStatements.sent += 1;
  await client.query(SETTING_STATEMENT, [wanted.role, wanted.panel]);
  clientSettings.set(client, wanted);
}

/**
 * The PGlite instance as drizzle uses it (`query`, `exec`, `transaction`), each call on the connection set to the
 * caller's scope first. PGlite has one connection and runs one call at a time anyway; the calls are queued here so
 * that no other call comes between a scope's setting and the query it is for.
 */
export class ScopedPglite {
  private setting: ConnectionSetting | undefined;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly client: PGlite) {}

  query(...args: Parameters<PGlite["query"]>) {
    return this.inScope(() => this.client.query(...args));
  }

  exec(...args: Parameters<PGlite["exec"]>) {
    return this.inScope(() => this.client.exec(...args));
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>) {
    return this.inScope(() => this.client.transaction(callback));
  }

  private inScope<T>(run: () => Promise<T>): Promise<T> {
    // The scope is the caller's, read now: the queued call runs in whatever context the queue happens to be in.
    const wanted = settingFor(currentScope());
    const next = this.tail.then(async () => {
      if (!sameSetting(this.setting, wanted)) {
        this.setting = undefined;
        settingStatements.sent += 1;
        await this.client.query(SETTING_STATEMENT, [wanted.role, wanted.panel]);
        this.setting = wanted;
      }
      return run();
    });
    this.tail = next.catch(() => {});
    return next;
  }
}

/** A PostgreSQL server error (it has a SQLSTATE): the connection that answered it is fine. */
const isServerError = (error: unknown) => typeof (error as { code?: unknown }).code === "string";

/**
 * The pool as drizzle uses it (`query`, and `connect` for a transaction), every connection it hands out set to the
 * caller's scope first. (Named "…Pool": drizzle recognises a pool by its class name.)
 */
export class ScopedPool {
  constructor(private readonly pool: pg.Pool) {}

  async connect(): Promise<pg.PoolClient> {
    // Read before waiting for a connection: pg-pool may hand it over in another caller's async context.
    const scope = currentScope();
    const client = await this.pool.connect();
    try {
      await applyScope(client, scope);
      return client;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  }

  async query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const client = await this.connect();
    try {
      const result = await client.query(config, values);
      client.release();
      return result;
    } catch (error) {
      // A broken connection leaves the pool; one that merely answered an error goes back to it.
      client.release(isServerError(error) ? undefined : (error as Error));
      throw error;
    }
  }
}

/** One node-postgres connection held by the caller (the migration lock's), each query in the caller's scope. */
export class ScopedConnection {
  constructor(private readonly client: pg.PoolClient) {}

  async query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    await applyScope(this.client, currentScope());
    return this.client.query(config, values);
  }
}
