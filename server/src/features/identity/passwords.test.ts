import { describe, expect, it } from 'vitest';
import { hashPassword, isStrongEnough, PasswordHasher } from './passwords.ts';

describe('password hashing', () => {
  it("hashes with scrypt at OWASP's cost, keeping the parameters and salt with the hash", async () => {
    const hash = await hashPassword('Elektronik!2026');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(hash).not.toContain('Elektronik');
    expect(await new PasswordHasher().verify('Elektronik!2026', hash)).toBe(true);
  });

  it('verifies hashes made at another cost, and asks to upgrade the weaker ones', async () => {
    const cheap = await new PasswordHasher(10).hash('Bavaria-Parts-77');
    const hasher = new PasswordHasher(12);
    expect(await hasher.verify('Bavaria-Parts-77', cheap)).toBe(true);
    expect(await hasher.verify('bavaria-parts-77', cheap)).toBe(false);
    expect(hasher.needsRehash(cheap)).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('x1'))).toBe(false);
    expect(await hasher.verify('anything', 'not-a-hash')).toBe(false);
  });

  it('wants at least one letter and one digit in a new password', () => {
    expect(isStrongEnough('Hanbit2026secure')).toBe(true);
    expect(isStrongEnough('onlyletters')).toBe(false);
    expect(isStrongEnough('12345678')).toBe(false);
    expect(isStrongEnough('Пароль2026')).toBe(true);
  });
});
