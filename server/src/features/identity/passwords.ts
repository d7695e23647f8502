import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's scrypt parameters (Password Storage Cheat Sheet): N=2^17, r=8, p=1, with a 16-byte salt and a 64-byte key. */
export const OWASP_SCRYPT = { log2N: 17, r: 8, p: 1, saltBytes: 16, keyBytes: 64 } as const;

function derive(password: string, salt: Buffer, keyBytes: number, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes (128 MiB at N=2^17, r=8); Node refuses above 32 MiB unless maxmem allows it.
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? 0) + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyBytes, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * Hashes and checks passwords. A hash reads `scrypt$N$r$p$salt$key`
 * (base64url): the parameters travel with it, so they can be raised later
 * and old hashes still verify. Production uses OWASP's cost; tests may pass
 * a lower `log2N` to stay fast.
 */
export class PasswordHasher {
  private decoy: Promise<string> | undefined;

  constructor(private readonly log2N: number = OWASP_SCRYPT.log2N) {}

  async hash(password: string): Promise<string> {
    const { r, p, saltBytes, keyBytes } = OWASP_SCRYPT;
    const N = 2 ** this.log2N;
    const salt = randomBytes(saltBytes);
    const key = await derive(password, salt, keyBytes, { N, r, p });
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  /** Compares in constant time; a malformed stored hash never matches. */
  async verify(password: string, storedHash: string): Promise<boolean> {
    const [scheme, n, r, p, salt, key] = storedHash.split('$');
    if (scheme !== 'scrypt' || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64url');
    const actual = await derive(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
    return timingSafeEqual(actual, expected);
  }

  /** Checks against a hash of a random password: an unknown account then takes as long as a wrong password. */
  async verifyDecoy(password: string): Promise<false> {
    this.decoy ??= this.hash(randomBytes(12).toString('base64url'));
    await this.verify(password, await this.decoy);
    return false;
  }

  /** True when the hash was made with a lower cost than today's, so it is replaced at the next sign-in. */
  needsRehash(storedHash: string): boolean {
    const [, n, r, p] = storedHash.split('$');
    return Number(n) < 2 ** this.log2N || Number(r) < OWASP_SCRYPT.r || Number(p) < OWASP_SCRYPT.p;
  }
}

const owasp = new PasswordHasher();

/** A hash at OWASP's cost (seeding, tools). Handlers use the hasher the composition root builds. */
export const hashPassword = (password: string) => owasp.hash(password);

/** The contract's rule for new passwords beyond length: at least one letter and one digit. */
export function isStrongEnough(password: string): boolean {
  return /\p{L}/u.test(password) && /\p{Nd}/u.test(password);
}
