import { hash, verify } from "@node-rs/argon2";

/** `Algorithm.Argon2id` of @node-rs/argon2, whose const enum cannot be imported under verbatimModuleSyntax. */
const ARGON2ID = 2;

/**
 * argon2id with OWASP's first recommended parameter set: 19 MiB of memory, 2 passes, 1 lane (decision 010).
 * The parameters are stored in each hash, so raising them later still verifies the old hashes.
 */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a hash that cannot be read; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A sign-in for an email that names no account verifies against this hash of a random password, so it takes
 * as long as a wrong password for a real account and the answer tells nothing about which emails exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}
