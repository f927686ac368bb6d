import { randomUUID } from "node:crypto";
import type pg from "pg";

/**
 * The channel the database's triggers (migration 0006) NOTIFY when a session stops being valid: a session row
 * revoked, changed or deleted ("session:<token hash>") or a customer suspended ("user:<id>").
 */
export const SESSIONS_CHANGED_CHANNEL = "sessions_changed";

/** Every channel a PostgreSQL connection of this server listens on (see `PostgresNotifications`). */
const CHANNELS = [SESSIONS_CHANGED_CHANNEL] as const;
export type Channel = (typeof CHANNELS)[number];

export interface NotificationListener {
  /** A payload sent on the channel by any connection, this process's or another instance's. */
  notify(payload: string): void;
  /** Notifications may be missed from now on (the listening connection was lost), until `ready` is called. */
  lost(): void;
  /** Listening: every notification from now on arrives. */
  ready(): void;
}

const RECONNECT_DELAY_MS = 1000;
/** Only the dedicated connection listens here: a probe sent through the pool proves delivery works. */
const PROBE_CHANNEL = "listener_probe";
const PROBE_TIMEOUT_MS = 2000;

/**
 * NOTIFY delivery on PostgreSQL, in two ways:
 * - every connection of the pool LISTENs as soon as it connects. PostgreSQL hands a session the notifications
 *   of its own transaction at commit, before the commit's answer, so a change made through this process reaches
 *   the listeners before the code that made it carries on: a revocation is immediate in this process.
 * - one dedicated connection LISTENs for the changes other instances make. It counts as listening only once a
 *   probe sent through the pool has reached it (a transaction-pooling proxy accepts LISTEN but never delivers).
 *   While it is down, listeners are told `lost` (they must not trust what they hold), and `ready` once it listens
 *   again.
 */
export class PostgresNotifications {
  private readonly listeners = new Map<Channel, Set<NotificationListener>>();
  private dedicated: pg.Client | undefined;
  private listening = false;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connect: () => pg.Client,
    /** Sends a NOTIFY through a connection other than the dedicated one. */
    private readonly send: (channel: string, payload: string) => Promise<void>,
  ) {}

  /** For the pool's "connect" event: the new connection listens before it runs anything else. */
  readonly attach = (client: pg.Client): void => {
    client.on("notification", this.deliver);
    for (const channel of CHANNELS) client.query(`LISTEN ${channel}`).catch(() => {});
  };

  async listen(channel: Channel, listener: NotificationListener): Promise<() => void> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
    }
    set.add(listener);
    if (this.listening) listener.ready();
    else if (!this.dedicated) await this.open();
    return () => set.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const client = this.dedicated;
    this.dedicated = undefined;
    await client?.end().catch(() => {});
  }

  private readonly deliver = (message: pg.Notification): void => {
    const set = this.listeners.get(message.channel as Channel);
    if (!set || message.payload === undefined) return;
    for (const listener of set) listener.notify(message.payload);
  };

  private async open(): Promise<void> {
    const client = this.connect();
    this.dedicated = client;
    client.on("notification", this.deliver);
    client.on("error", () => this.drop(client));
    client.on("end", () => this.drop(client));
    try {
      await client.connect();
      for (const channel of CHANNELS) await client.query(`LISTEN ${channel}`);
      await this.probe(client);
    } catch {
      this.drop(client);
      return;
    }
    if (this.dedicated !== client) return;
    this.listening = true;
    this.each((listener) => listener.ready());
  }

  private async probe(client: pg.Client): Promise<void> {
    await client.query(`LISTEN ${PROBE_CHANNEL}`);
    const nonce = randomUUID();
    let onNotification: (message: pg.Notification) => void = () => {};
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error("the listener probe was not delivered")), PROBE_TIMEOUT_MS);
      onNotification = (message) => {
        if (message.channel === PROBE_CHANNEL && message.payload === nonce) resolve();
      };
      client.on("notification", onNotification);
    });
    try {
      await this.send(PROBE_CHANNEL, nonce);
      await heard;
    } finally {
      clearTimeout(timer);
      client.off("notification", onNotification);
    }
  }

  /** The dedicated connection is gone: listeners stop trusting what they hold until it listens again. */
  private drop(client: pg.Client): void {
    if (this.dedicated !== client) return;
    this.dedicated = undefined;
    client.end().catch(() => {});
    if (this.listening) {
      this.listening = false;
      this.each((listener) => listener.lost());
    }
    if (this.closed) return;
    this.reconnectTimer = setTimeout(() => void this.open(), RECONNECT_DELAY_MS);
    this.reconnectTimer.unref();
  }

  private each(fn: (listener: NotificationListener) => void): void {
    for (const set of this.listeners.values()) for (const listener of set) fn(listener);
  }
}
