import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: handed to the client once, stored only as its hash. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function newReferralCode(): string {
  return randomBytes(6).toString("base64url").replace(/[-_]/g, "x").toLowerCase();
}
