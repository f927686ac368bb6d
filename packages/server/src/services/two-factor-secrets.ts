import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { ConfigError, parseSecretKey, type ServerConfig } from "../config";
import { ensureDataDir } from "../db/data-dir";

/** The stored form: `v1:<iv>:<tag>:<ciphertext>` (base64), AES-256-GCM. No prefix (base32 has no colon): a plain secret from before. */
const VERSION = "v1";
const SEALED = /^v1:([^:]+):([^:]+):([^:]+)$/;
/** GCM's standard 96-bit nonce, new for every secret. */
const IV_BYTES = 12;
export const KEY_FILE = "secret.key";

/**
 * Operators' TOTP secrets at rest: whoever reads the database (a backup, a read-only role) cannot make codes from
 * them without the key, which lives outside it.
 */
export class TwoFactorSecrets {
  private warned = false;

  constructor(
    private readonly key: Buffer,
    private readonly warn: (message: string) => void,
  ) {}

  seal(secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString("base64")).join(":");
  }

  /**
   * The secret, and whether it was stored in plain text (to be sealed now). Undefined when this key cannot open it:
   * the code is then refused like a wrong one, and the log says why once, not at every sign-in.
   */
  open(stored: string): { secret: string; plain: boolean } | undefined {
    if (!stored.includes(":")) return { secret: stored, plain: true };
    try {
      const [, iv, tag, ciphertext] = SEALED.exec(stored) ?? [];
      if (iv === undefined || tag === undefined || ciphertext === undefined) throw new Error("not a v1 secret");
      const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64"));
      decipher.setAuthTag(Buffer.from(tag, "base64"));
      const secret = Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64")), decipher.final()]);
      return { secret: secret.toString("utf8"), plain: false };
    } catch {
      if (!this.warned) {
        this.warned = true;
        this.warn(
          "Two-factor secrets cannot be read with this key (SECRET_KEY, or DATA_DIR/secret.key when unset): " +
            "operators with two-factor sign-in can only use recovery codes until the key they were stored with is back",
        );
      }
      return undefined;
    }
  }
}

/**
 * SECRET_KEY, else DATA_DIR/secret.key: read if there, else made now (32 random bytes, readable by this user only).
 * Written aside and linked into place, so two instances starting together on one DATA_DIR end with one key.
 */
export async function loadSecretKey(config: Pick<ServerConfig, "secretKey" | "dataDir">): Promise<Buffer> {
  if (config.secretKey) return config.secretKey;
  await ensureDataDir(config.dataDir);
  const file = path.join(config.dataDir, KEY_FILE);
  const aside = `${file}.${process.pid}`;
  await fs.writeFile(aside, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600 });
  try {
    await fs.link(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await fs.rm(aside, { force: true });
  }
  const key = parseSecretKey((await fs.readFile(file, "utf8")).trim());
  if (!key) throw new ConfigError(`${file} is not a 32-byte key (64 hex characters); restore it, or set SECRET_KEY`);
  return key;
}
