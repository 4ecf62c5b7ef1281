import type { CustomerDetails } from "../../../common/validation";

export type OrderLine = { accessoryId: string; quantity: number };

/** What makes two checkout attempts "the same order": the customer details, the place and the cart lines. */
export function orderFingerprint(
  details: CustomerDetails & { district?: string | null; area?: string | null },
  lines: readonly OrderLine[],
): string {
  return JSON.stringify([
    details.name,
    details.email ?? "",
    details.address,
    details.phone,
    details.district ?? "",
    details.area ?? "",
    lines.map((line) => [line.accessoryId, line.quantity]),
  ]);
}

/** 128 random bits as hex; `crypto.randomUUID` needs a secure context, `getRandomValues` does not. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Hands out the Idempotency-Key of a checkout attempt. A retry of the same order (after a failure) gets
 * the same key, so the server answers with the order it may already have made instead of a second
 * one; a changed cart or changed details, or a placed order, start a fresh key.
 */
export function createOrderAttempts(makeKey: () => string = newIdempotencyKey) {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: makeKey() };
      return current.key;
    },
    succeeded(): void {
      current = null;
    },
  };
}
