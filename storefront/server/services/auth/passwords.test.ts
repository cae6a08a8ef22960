import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_COST, dummyHash, hashCost, hashPassword, verifyPassword } from './passwords';

const CHEAP = { N: 2 ** 12 };

describe('hashPassword', () => {
  it('uses the OWASP ASVS 5.0 scrypt parameters by default, without blocking the event loop', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    const hash = await hashPassword('Correct-Horse-9');
    const elapsed = performance.now() - started;
    clearInterval(timer);

    expect(DEFAULT_SCRYPT_COST).toEqual({ N: 131_072, r: 8, p: 1 });
    const [scheme, N, r, p, salt, key] = hash.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(32);
    expect(hashCost(hash)).toEqual({ N: 131_072, r: 8, p: 1 });
    // The hash ran on the thread pool: timers kept firing while it did.
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(elapsed / 5 / 4));
    expect(ticks).toBeGreaterThan(0);
    expect(await verifyPassword('Correct-Horse-9', hash)).toBe(true);
  });

  it('salts every hash', async () => {
    const [one, two] = await Promise.all([hashPassword('Same-pass-1', CHEAP), hashPassword('Same-pass-1', CHEAP)]);
    expect(one).not.toBe(two);
  });
});

describe('verifyPassword', () => {
  it('reads the cost from the hash, so older hashes keep working', async () => {
    const hash = await hashPassword('Correct-Horse-9', CHEAP);
    expect(hash).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(await verifyPassword('Correct-Horse-9', hash)).toBe(true);
    expect(await verifyPassword('Correct-Horse-8', hash)).toBe(false);
    expect(await verifyPassword('correct-horse-9', hash)).toBe(false);
  });

  it('refuses a malformed hash instead of throwing', async () => {
    for (const hash of ['', 'plain', 'bcrypt$10$abc', 'scrypt$x$8$1$c2FsdA$a2V5', 'scrypt$4096$8$1$$a2V5', 'scrypt$4096$8$1$c2FsdA']) {
      expect(await verifyPassword('anything', hash)).toBe(false);
    }
  });

  it('treats NFC and NFD forms of a password alike', async () => {
    const hash = await hashPassword('Cafe\u0301-Pass-1', CHEAP);
    expect(await verifyPassword('Caf\u00e9-Pass-1', hash)).toBe(true);
  });

  it('copes with many hashes at once (the queue takes them in turn)', async () => {
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`Pass-word-${i}`, CHEAP)));
    const checks = await Promise.all(hashes.map((hash, i) => verifyPassword(`Pass-word-${i}`, hash)));
    expect(checks).toEqual([true, true, true, true, true, true]);
  });
});

describe('dummyHash', () => {
  it('is made once per cost and matches no password anyone types', async () => {
    const first = await dummyHash(CHEAP);
    expect(await dummyHash(CHEAP)).toBe(first);
    expect(hashCost(first)).toEqual({ N: 4096, r: 8, p: 1 });
    expect(await verifyPassword('', first)).toBe(false);
  });
});
