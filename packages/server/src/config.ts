import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ipaddr from "ipaddr.js";

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
}

export class ConfigError extends Error {}

// src/config.ts and the bundled dist/main.js both sit two folders below packages/server's parent.
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const repoRoot = path.resolve(packageRoot, "../..");
export const migrationsFolder = path.join(packageRoot, "drizzle");

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number between 0 and 65535, got "${raw}"`);
  }
  return port;
}

/** A 0/1 switch: unset or empty takes the fallback, anything but 0 or 1 stops the start. */
function readSwitch(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === "") return fallback;
  if (raw === "1") return true;
  if (raw === "0") return false;
  throw new ConfigError(`${name} must be 0 or 1, got "${raw}"`);
}

/** ADMIN_EMAIL and ADMIN_PASSWORD come together or not at all. */
function readFirstOperator(env: NodeJS.ProcessEnv): ServerConfig["firstOperator"] {
  const email = env.ADMIN_EMAIL?.trim() || undefined;
  const password = env.ADMIN_PASSWORD || undefined;
  if (!email && !password) return undefined;
  if (!email || !password) throw new ConfigError("Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither");
  return { email, password };
}

function readNowpayments(env: NodeJS.ProcessEnv): ServerConfig["nowpayments"] {
  const apiKey = env.NOWPAYMENTS_API_KEY || undefined;
  const ipnSecret = env.NOWPAYMENTS_IPN_SECRET || undefined;
  if (!apiKey && !ipnSecret) return undefined;
  if (!apiKey || !ipnSecret) {
    throw new ConfigError("Set both NOWPAYMENTS_API_KEY and NOWPAYMENTS_IPN_SECRET, or neither");
  }
  return { apiKey, ipnSecret, baseUrl: (env.NOWPAYMENTS_BASE_URL || NOWPAYMENTS_BASE_URL).replace(/\/+$/, "") };
}

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

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: unset/false ignores X-Forwarded-For; `true` believes any sender
 * (only behind a proxy that overwrites the header); otherwise a comma-separated list of the proxies' addresses,
 * CIDR ranges or the names loopback, linklocal, uniquelocal. (Fastify 5 refuses hop counts: they cannot check the
 * peer, so they are not offered.)
 */
export function readTrustProxy(raw: string | undefined): boolean | string {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "false") return false;
  if (value === "true") return true;
  const entries = value.split(",").map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be true, or proxy addresses/CIDR ranges separated by commas; "${bad}" is neither`,
    );
  }
  return entries.join(",");
}

const HEX_KEY = /^[0-9a-f]{64}$/i;
const BASE64_KEY = /^[A-Za-z0-9+/]{43}=?$/;

/** 32 bytes as 64 hex characters or base64 (what `openssl rand -hex 32` or `-base64 32` prints); else undefined. */
export function parseSecretKey(raw: string): Buffer | undefined {
  if (HEX_KEY.test(raw)) return Buffer.from(raw, "hex");
  if (BASE64_KEY.test(raw)) return Buffer.from(raw, "base64");
  return undefined;
}

function readSecretKey(raw: string | undefined): Buffer | undefined {
  const value = raw?.trim() ?? "";
  if (value === "") return undefined;
  const key = parseSecretKey(value);
  if (!key) {
    throw new ConfigError("SECRET_KEY must be 32 random bytes as 64 hex characters or base64 (openssl rand -hex 32)");
  }
  return key;
}

export const NOWPAYMENTS_BASE_URL = "https://api.nowpayments.io";

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = readPort(env.PORT);
  const host = env.HOST || "0.0.0.0";
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, "data"));
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host,
    databaseUrl,
    dataDir,
    appDist: path.resolve(env.APP_DIST || path.join(repoRoot, "packages/app/dist/client")),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ""),
    publicUrlSet: Boolean(env.PUBLIC_URL),
    uploadsDir: path.join(dataDir, "uploads"),
    paystackSecretKey: env.PAYSTACK_SECRET_KEY || undefined,
    paystackBaseUrl: env.PAYSTACK_BASE_URL || "https://api.paystack.co",
    smtpUrl: env.SMTP_URL || undefined,
    demo: readSwitch("DEMO", env.DEMO, databaseUrl === undefined),
    firstOperator: readFirstOperator(env),
    nowpayments: readNowpayments(env),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    providerAllowPrivateNetwork: readSwitch(
      "PROVIDER_ALLOW_PRIVATE_NETWORK",
      env.PROVIDER_ALLOW_PRIVATE_NETWORK,
      false,
    ),
    childPanelBaseDomain:
      env.CHILD_PANEL_BASE_DOMAIN?.trim()
        .toLowerCase()
        .replace(/^\.+|\.+$/g, "") || undefined,
    serverAddresses: (env.SERVER_ADDRESSES ?? "")
      .split(",")
      .map((address) => address.trim().toLowerCase())
      .filter((address) => isIP(address) !== 0),
    secretKey: readSecretKey(env.SECRET_KEY),
  };
}

/**
 * Settings read when the part that uses them starts (the job queue and API v2 when the app is built, the log level
 * when the process starts), not by `readConfig`: tests set them in `process.env` for the apps they build, over a
 * `readConfig({})` that ignores the developer's environment.
 */

/** A number of milliseconds (or a count) from the environment; unset, not a number or negative: the fallback. */
function readWhole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name]);
  return env[name] !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
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

export function readJobTimings(providerTimeoutMs: number, env: NodeJS.ProcessEnv = process.env): JobTimings {
  return {
    pollMs: readWhole(env, "JOBS_POLL_MS", 1000),
    backoffBaseMs: readWhole(env, "JOBS_BACKOFF_MS", 2000),
    statusSyncMs: readWhole(env, "STATUS_SYNC_MS", 60_000),
    serviceSyncMs: readWhole(env, "SERVICE_SYNC_MS", 3_600_000),
    aggregatesMs: readWhole(env, "AGGREGATES_REFRESH_MS", 60_000),
    balancesMs: readWhole(env, "BALANCE_REFRESH_MS", 300_000),
    renewalsMs: readWhole(env, "PANEL_RENEWAL_MS", 60_000),
    providerTimeoutMs: readWhole(env, "PROVIDER_TIMEOUT_MS", providerTimeoutMs),
  };
}

/** API_V2_RATE_LIMIT: requests per minute and key; unset, 0 or not a number: `fallback`. */
export function readApiV2RateLimit(fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.API_V2_RATE_LIMIT) || fallback;
}

/** LOG_LEVEL: pino's level, `warn` unless set. */
export function readLogLevel(env: NodeJS.ProcessEnv = process.env): string {
  return env.LOG_LEVEL || "warn";
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
