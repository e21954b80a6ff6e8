/** Random identifiers and the hashes under which secrets are stored (never the secrets). */
import { createHash, randomBytes } from "node:crypto";

/** A new secret: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A new row id: 16 random bytes, base64url (22 characters). */
export function newId(): string {
  return randomBytes(16).toString("base64url");
}

/** The SHA-256 of a secret, hex: what the database keeps of a session or sign-in handle. */
export function digest(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** A value safe to compare with a stored token: base64url, 20 to 64 characters. */
export function isToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{20,64}$/.test(value);
}
