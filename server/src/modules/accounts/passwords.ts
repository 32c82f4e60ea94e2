import { hash, verify } from '@node-rs/argon2';

// OWASP Password Storage Cheat Sheet: argon2id (the library's default algorithm, checked by the
// tests), 19 MiB of memory, 2 iterations, 1 degree of parallelism.
const OWASP_ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** An argon2id hash of the password (PHC string with its parameters and salt). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OWASP_ARGON2ID);
}

// Checked against when the account does not exist, so that a miss takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** Whether the password matches the hash; with no hash it still spends the same time and answers false. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy-password-for-missing-accounts');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
