import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ipaddr from "ipaddr.js";
import { z } from "zod";

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  appDist: string;
  /** The panel's own address: PUBLIC_URL, else http://localhost:PORT (mail links, payment returns). */
  publicUrl: string;
  /**
   * Whether PUBLIC_URL was given. Without it, the links a visitor is shown (canonical URL, sharing tags, the referral
   * link) use the address that visitor used (see site-url.ts).
   */
  publicUrlSet: boolean;
  /** Where ticket attachments are stored: inside DATA_DIR, never under the web root. */
  uploadsDir: string;
  /** Secret of the Paystack-compatible provider; the adapter is disabled when unset. */
  paystackSecretKey: string | undefined;
  paystackBaseUrl: string;
  /** smtp(s)://user:pass@host:port: mail is delivered through it; unset = mail stays in the admin's outbox. */
  smtpUrl: string | undefined;
  /**
   * Demo mode (DEMO): demo accounts and data, and the sandbox checkout that moves no money. On by default for the
   * embedded database, off when DATABASE_URL is set.
   */
  demo: boolean;
  /** The first operator, created on a production start when the database has none (ADMIN_EMAIL, ADMIN_PASSWORD). */
  firstOperator: { email: string; password: string } | undefined;
  /** NOWPayments-compatible crypto gateway; the crypto method's real checkout when both are set. */
  nowpayments: { apiKey: string; ipnSecret: string; baseUrl: string } | undefined;
  /** Fastify's trustProxy: which proxy's X-Forwarded-For names the client (TRUST_PROXY); false ignores the header. */
  trustProxy: boolean | string;
  /** PROVIDER_ALLOW_PRIVATE_NETWORK=1: outbound calls may reach loopback and private addresses (tests, one machine). */
  providerAllowPrivateNetwork: boolean;
  /**
   * CHILD_PANEL_BASE_DOMAIN: a child panel answers at `<name>.<this>` (its temporary address) besides its own domain;
   * lower case, without a leading dot. Unset: child panels answer only at their own domains.
   */
  childPanelBaseDomain: string | undefined;
  /**
   * SERVER_ADDRESSES: this server's public IP addresses, comma separated, that child panel domains must point at
   * (an owner's DNS check compares with them). Unset: what the PUBLIC_URL host resolves to.
   */
  serverAddresses: string[];
  /**
   * SECRET_KEY: the 32-byte key two-factor secrets are encrypted with. Unset: DATA_DIR/secret.key, made on the first
   * start (see services/two-factor-secrets.ts). Instances sharing one PostgreSQL must share it.
   */
  secretKey: Buffer | undefined;
  /** LOG_LEVEL: pino's level. */
  logLevel: string;
}

export class ConfigError extends Error {}

// src/config.ts and the bundled dist/main.js both sit two folders below packages/server's parent.
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const repoRoot = path.resolve(packageRoot, "../..");
export const migrationsFolder = path.join(packageRoot, "drizzle");

export const NOWPAYMENTS_BASE_URL = "https://api.nowpayments.io";
/** A call to a provider that takes longer is abandoned (PROVIDER_TIMEOUT_MS overrides it). */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** The names proxy-addr (Fastify's trustProxy) knows besides addresses and CIDR ranges. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  if (!entry.includes("/")) return ipaddr.isValid(entry);
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

const HEX_KEY = /^[0-9a-f]{64}$/i;
const BASE64_KEY = /^[A-Za-z0-9+/]{43}=?$/;

/** 32 bytes as 64 hex characters or base64 (what `openssl rand -hex 32` or `-base64 32` prints); else undefined. */
export function parseSecretKey(raw: string): Buffer | undefined {
  if (HEX_KEY.test(raw)) return Buffer.from(raw, "hex");
  if (BASE64_KEY.test(raw)) return Buffer.from(raw, "base64");
  return undefined;
}

/*
 * Readers of one variable each. A variable set to the empty string counts as unset, as it always has. A value that
 * cannot be read is an issue whose message is the one line the start stops with, naming the variable.
 */

/** Text; unset or empty: undefined. */
const text = z
  .string()
  .optional()
  .transform((value) => value || undefined);

/** Text with a default for unset or empty. */
const textOr = (fallback: string) => text.transform((value) => value ?? fallback);

/** A folder, resolved; unset or empty: `fallback`. */
const folderOr = (fallback: string) => textOr(fallback).transform((folder) => path.resolve(folder));

/** A 0/1 switch: unset or empty is undefined (the caller's default), anything but 0 or 1 stops the start. */
const zeroOrOne = (name: string) =>
  text.transform((value, context) => {
    if (value === undefined) return undefined;
    if (value === "0" || value === "1") return value === "1";
    context.addIssue({ code: "custom", message: `${name} must be 0 or 1, got "${value}"` });
    return z.NEVER;
  });

/**
 * A number of milliseconds (or a count) the part that uses it reads when it starts; unset, not a number or negative:
 * the default (these never stopped a start).
 */
const millisecondsOr = (fallback: number) => z.coerce.number().nonnegative().catch(fallback);

/**
 * Every variable the server reads, in one place: its name, its default, how it is read, and the line a bad value
 * stops the start with. The server README's table lists the same names (config.test.ts holds them in step).
 */
export const environmentSchema = z.object({
  PORT: text.transform((raw, context) => {
    if (raw === undefined) return 3000;
    const port = Number(raw);
    if (Number.isInteger(port) && port >= 0 && port <= 65535) return port;
    context.addIssue({ code: "custom", message: `PORT must be a whole number between 0 and 65535, got "${raw}"` });
    return z.NEVER;
  }),
  HOST: textOr("0.0.0.0"),
  DATABASE_URL: text,
  DATA_DIR: folderOr(path.join(repoRoot, "data")),
  APP_DIST: folderOr(path.join(repoRoot, "packages/app/dist/client")),
  PUBLIC_URL: text.transform((url) => url?.replace(/\/+$/, "")),
  DEMO: zeroOrOne("DEMO"),
  ADMIN_EMAIL: z
    .string()
    .optional()
    .transform((email) => email?.trim() || undefined),
  ADMIN_PASSWORD: text,
  PAYSTACK_SECRET_KEY: text,
  PAYSTACK_BASE_URL: textOr("https://api.paystack.co"),
  NOWPAYMENTS_API_KEY: text,
  NOWPAYMENTS_IPN_SECRET: text,
  NOWPAYMENTS_BASE_URL: textOr(NOWPAYMENTS_BASE_URL).transform((url) => url.replace(/\/+$/, "")),
  /**
   * Fastify's `trustProxy`: unset/false ignores X-Forwarded-For; `true` believes any sender (only behind a proxy that
   * overwrites the header); otherwise a comma-separated list of the proxies' addresses, CIDR ranges or the names
   * loopback, linklocal, uniquelocal. (Fastify 5 refuses hop counts: they cannot check the peer, so none are offered.)
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, context): boolean | string => {
      const value = raw?.trim() ?? "";
      if (value === "" || value === "false") return false;
      if (value === "true") return true;
      const entries = value.split(",").map((entry) => entry.trim());
      const bad = entries.find((entry) => !isAddressOrRange(entry));
      if (bad === undefined) return entries.join(",");
      context.addIssue({
        code: "custom",
        message: `TRUST_PROXY must be true, or proxy addresses/CIDR ranges separated by commas; "${bad}" is neither`,
      });
      return z.NEVER;
    }),
  PROVIDER_ALLOW_PRIVATE_NETWORK: zeroOrOne("PROVIDER_ALLOW_PRIVATE_NETWORK").transform((allow) => allow ?? false),
  SECRET_KEY: z
    .string()
    .optional()
    .transform((raw, context) => {
      const value = raw?.trim() ?? "";
      if (value === "") return undefined;
      const key = parseSecretKey(value);
      if (key) return key;
      context.addIssue({
        code: "custom",
        message: "SECRET_KEY must be 32 random bytes as 64 hex characters or base64 (openssl rand -hex 32)",
      });
      return z.NEVER;
    }),
  LOG_LEVEL: textOr("warn"),
  SMTP_URL: text,
  CHILD_PANEL_BASE_DOMAIN: z
    .string()
    .optional()
    .transform(
      (domain) =>
        domain
          ?.trim()
          .toLowerCase()
          .replace(/^\.+|\.+$/g, "") || undefined,
    ),
  SERVER_ADDRESSES: z
    .string()
    .optional()
    .transform((list = "") =>
      list
        .split(",")
        .map((address) => address.trim().toLowerCase())
        .filter((address) => isIP(address) !== 0),
    ),
  // Read when the part that uses them starts: see readTuning.
  JOBS_POLL_MS: millisecondsOr(1000),
  JOBS_BACKOFF_MS: millisecondsOr(2000),
  STATUS_SYNC_MS: millisecondsOr(60_000),
  SERVICE_SYNC_MS: millisecondsOr(3_600_000),
  AGGREGATES_REFRESH_MS: millisecondsOr(60_000),
  BALANCE_REFRESH_MS: millisecondsOr(300_000),
  PANEL_RENEWAL_MS: millisecondsOr(60_000),
  PROVIDER_TIMEOUT_MS: millisecondsOr(PROVIDER_TIMEOUT_MS),
  /** Calls per key (or per address without a key) and minute on API v2; unset, 0 or not a number: 600. */
  API_V2_RATE_LIMIT: z.coerce
    .number()
    .catch(0)
    .transform((limit) => limit || 600),
});

/**
 * Settings read when the part that uses them starts (the job queue and API v2, when an app is built), not by
 * `readConfig`: tests set them in `process.env` for the apps they build, over a `readConfig({})` that ignores the
 * developer's environment.
 */
const TUNING = {
  JOBS_POLL_MS: true,
  JOBS_BACKOFF_MS: true,
  STATUS_SYNC_MS: true,
  SERVICE_SYNC_MS: true,
  AGGREGATES_REFRESH_MS: true,
  BALANCE_REFRESH_MS: true,
  PANEL_RENEWAL_MS: true,
  PROVIDER_TIMEOUT_MS: true,
  API_V2_RATE_LIMIT: true,
} as const;

/** Pairs that come together or not at all. */
const startSchema = environmentSchema.omit(TUNING).superRefine((variables, context) => {
  for (const [first, second] of [
    ["ADMIN_EMAIL", "ADMIN_PASSWORD"],
    ["NOWPAYMENTS_API_KEY", "NOWPAYMENTS_IPN_SECRET"],
  ] as const) {
    if ((variables[first] === undefined) !== (variables[second] === undefined)) {
      context.addIssue({ code: "custom", message: `Set both ${first} and ${second}, or neither` });
    }
  }
});

/** `schema` read from `env`; its first problem stops the start (main.ts prints it). */
function parseEnvironment<T>(schema: z.ZodType<T>, env: NodeJS.ProcessEnv): T {
  const read = schema.safeParse(env);
  if (!read.success) throw new ConfigError(read.error.issues[0]?.message ?? "The environment cannot be read");
  return read.data;
}

/** The process's configuration, from one parse of the environment (everything but the tuning). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const variables = parseEnvironment(startSchema, env);
  const { PORT: port, DATABASE_URL: databaseUrl, DATA_DIR: dataDir } = variables;
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = variables;
  const { NOWPAYMENTS_API_KEY: apiKey, NOWPAYMENTS_IPN_SECRET: ipnSecret } = variables;
  return {
    port,
    host: variables.HOST,
    databaseUrl,
    dataDir,
    appDist: variables.APP_DIST,
    publicUrl: variables.PUBLIC_URL ?? `http://localhost:${port}`,
    publicUrlSet: variables.PUBLIC_URL !== undefined,
    uploadsDir: path.join(dataDir, "uploads"),
    paystackSecretKey: variables.PAYSTACK_SECRET_KEY,
    paystackBaseUrl: variables.PAYSTACK_BASE_URL,
    smtpUrl: variables.SMTP_URL,
    demo: variables.DEMO ?? databaseUrl === undefined,
    firstOperator: email && password ? { email, password } : undefined,
    nowpayments: apiKey && ipnSecret ? { apiKey, ipnSecret, baseUrl: variables.NOWPAYMENTS_BASE_URL } : undefined,
    trustProxy: variables.TRUST_PROXY,
    providerAllowPrivateNetwork: variables.PROVIDER_ALLOW_PRIVATE_NETWORK,
    childPanelBaseDomain: variables.CHILD_PANEL_BASE_DOMAIN,
    serverAddresses: variables.SERVER_ADDRESSES,
    secretKey: variables.SECRET_KEY,
    logLevel: variables.LOG_LEVEL,
  };
}

export interface JobTimings {
  /** JOBS_POLL_MS: 0 = the worker does not poll by itself (tests drive it). */
  pollMs: number;
  /** JOBS_BACKOFF_MS: the first retry's wait (doubling after); the e2e tests shorten it to see a job fail for good. */
  backoffBaseMs: number;
  statusSyncMs: number;
  serviceSyncMs: number;
  aggregatesMs: number;
  balancesMs: number;
  renewalsMs: number;
  /** PROVIDER_TIMEOUT_MS: a call to a provider that takes longer is abandoned. */
  providerTimeoutMs: number;
}

/** The tuning of an app (see TUNING), read from the environment when it is built. */
export function readTuning(env: NodeJS.ProcessEnv = process.env): { jobs: JobTimings; apiV2RateLimit: number } {
  const variables = parseEnvironment(environmentSchema.pick(TUNING), env);
  return {
    jobs: {
      pollMs: variables.JOBS_POLL_MS,
      backoffBaseMs: variables.JOBS_BACKOFF_MS,
      statusSyncMs: variables.STATUS_SYNC_MS,
      serviceSyncMs: variables.SERVICE_SYNC_MS,
      aggregatesMs: variables.AGGREGATES_REFRESH_MS,
      balancesMs: variables.BALANCE_REFRESH_MS,
      renewalsMs: variables.PANEL_RENEWAL_MS,
      providerTimeoutMs: variables.PROVIDER_TIMEOUT_MS,
    },
    apiV2RateLimit: variables.API_V2_RATE_LIMIT,
  };
}

/** postgres://user:secret@host:5432/db → postgres://host:5432/db, for messages that must not show secrets. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return "(an unparsable DATABASE_URL)";
  }
}
