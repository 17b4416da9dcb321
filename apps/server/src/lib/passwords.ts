import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is an ambient const enum (not importable under isolatedModules); its value is 2.
const ARGON2ID = 2;

/** argon2id at OWASP strength: m=19 MiB, t=2, p=1 (SECURITY.md "Passwords"). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password as typed (Unicode and 64+ characters kept unchanged). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A valid hash of a random secret: verified against for unknown users so timing does not reveal them. */
let dummyHash: Promise<string> | undefined;

/**
 * Verifies `password` against `passwordHash`; with no hash it still spends the same work and returns false.
 * Never throws for a malformed stored hash.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password-' + Math.random());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
