import path from "node:path";
import { fileURLToPath } from "node:url";

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

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = readPort(env.PORT);
  const host = env.HOST || "0.0.0.0";
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, "data"));
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    appDist: path.resolve(env.APP_DIST || path.join(repoRoot, "packages/app/dist")),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ""),
    publicUrlSet: Boolean(env.PUBLIC_URL),
    uploadsDir: path.join(dataDir, "uploads"),
    paystackSecretKey: env.PAYSTACK_SECRET_KEY || undefined,
    paystackBaseUrl: env.PAYSTACK_BASE_URL || "https://api.paystack.co",
    smtpUrl: env.SMTP_URL || undefined,
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
