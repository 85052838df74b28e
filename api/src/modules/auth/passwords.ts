// Password hashing with argon2id (OWASP parameters: m = 19 MiB, t = 2, p = 1, the library's
// defaults) through @node-rs/argon2's prebuilt binaries.
import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package declares its enum `const`, which isolated modules cannot
 * import. */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** A hash of a random password: verified against when the account is unknown, so an unknown
 * account costs the same time as a wrong password. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await (decoy ??= hashPassword(`decoy-${Math.random()}`)), password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
