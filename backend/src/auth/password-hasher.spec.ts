import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/app-config.js';
import { PasswordHasher } from './password-hasher.js';

const hasherWith = (memoryKib: string | undefined) =>
  new PasswordHasher(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: memoryKib }));

describe('PasswordHasher', () => {
  it("hashes with OWASP's argon2id settings (19 MiB, 2 passes, 1 lane) unless told otherwise", async () => {
    const hasher = hasherWith(undefined);
    const hash = await hasher.hash('secret1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await hasher.verify(hash, 'secret1')).toBe(true);
    expect(await hasher.verify(hash, 'secret2')).toBe(false);
  });

  it('checks a password against a hash made with another memory setting, as after a change of configuration', async () => {
    const hash = await hasherWith('8').hash('secret1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=8,p=1,t=2\$/);
    expect(await hasherWith(undefined).verify(hash, 'secret1')).toBe(true);
  });
});
