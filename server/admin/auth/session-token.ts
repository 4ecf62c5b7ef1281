import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 32 random bytes (256 bits), URL-safe: the session cookie, a setup link, a CSRF token. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a secret token: its SHA-256, so a leaked table opens nothing. */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Compares two tokens in time that does not depend on where they differ. */
export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
