import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ConfigError } from "../config";
import { KEY_FILE, loadSecretKey, TwoFactorSecrets } from "./two-factor-secrets";

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "smm-secret-key-"));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe("the key two-factor secrets are encrypted with", () => {
  it("without SECRET_KEY: made once in DATA_DIR/secret.key, readable by its owner only, and read on later starts", async () => {
    const first = await loadSecretKey({ secretKey: undefined, dataDir });
    expect(first).toHaveLength(32);
    const stat = await fs.stat(path.join(dataDir, KEY_FILE));
    expect(stat.mode & 0o777).toBe(0o600);
    expect(await loadSecretKey({ secretKey: undefined, dataDir })).toEqual(first);
    expect(await fs.readdir(dataDir)).toEqual([KEY_FILE]);
  });

  it("SECRET_KEY wins over the file; a damaged file stops the start with one line", async () => {
    const key = randomBytes(32);
    expect(await loadSecretKey({ secretKey: key, dataDir })).toBe(key);
    const broken = await fs.mkdtemp(path.join(os.tmpdir(), "smm-secret-key-"));
    await fs.writeFile(path.join(broken, KEY_FILE), "not a key\n");
    await expect(loadSecretKey({ secretKey: undefined, dataDir: broken })).rejects.toThrow(ConfigError);
    await fs.rm(broken, { recursive: true, force: true });
  });
});

describe("TwoFactorSecrets", () => {
  const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

  it("seals a secret unreadably (a new IV each time) and opens it with the same key", () => {
    const box = new TwoFactorSecrets(randomBytes(32), () => {});
    const sealed = box.seal(secret);
    expect(sealed).toMatch(/^v1:[\w+/=]+:[\w+/=]+:[\w+/=]+$/);
    expect(sealed).not.toContain(secret);
    expect(box.seal(secret)).not.toBe(sealed);
    expect(box.open(sealed)).toEqual({ secret, plain: false });
    expect(box.open(secret)).toEqual({ secret, plain: true });
  });

  it("another key (or a damaged value) opens nothing, and says so in the log once", () => {
    const sealed = new TwoFactorSecrets(randomBytes(32), () => {}).seal(secret);
    const warn = vi.fn();
    const other = new TwoFactorSecrets(randomBytes(32), warn);
    expect(other.open(sealed)).toBeUndefined();
    expect(other.open(`${sealed.slice(0, -4)}AAA=`)).toBeUndefined();
    expect(other.open("v1:x")).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Two-factor secrets cannot be read with this key/));
  });
});
