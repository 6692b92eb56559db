import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/app-config.js';
import { TEST_VAPID_KEYS } from '../config/test-vapid-keys.js';
import { resolveVapidDetails } from './vapid-keys.js';

const directories: string[] = [];
const logger = () => ({ log: vi.fn(), error: vi.fn(), warn: vi.fn() });
const config = (env: Record<string, string | undefined>) =>
  loadConfig({
    NODE_ENV: 'development',
    VAPID_PUBLIC_KEY: undefined,
    VAPID_PRIVATE_KEY: undefined,
    VAPID_SUBJECT: undefined,
    MAIL_FROM: undefined,
    ...env,
  });

afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

describe('resolveVapidDetails', () => {
  it('uses the pair from the environment as it is', async () => {
    const details = await resolveVapidDetails(config(TEST_VAPID_KEYS), logger());
    expect(details).toEqual({
      publicKey: TEST_VAPID_KEYS.VAPID_PUBLIC_KEY,
      privateKey: TEST_VAPID_KEYS.VAPID_PRIVATE_KEY,
      subject: 'mailto:no-reply@localhost',
    });
  });

  it('makes a pair once in development, prints it, and keeps it in DATA_DIR for the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vapid-keys-'));
    directories.push(dataDir);
    const first = logger();
    const made = await resolveVapidDetails(config({ DATA_DIR: dataDir }), first);
    expect(made.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.log).toHaveBeenCalledWith(expect.stringContaining(`VAPID_PUBLIC_KEY=${made.publicKey}`), 'WebPush');
    expect(statSync(join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);

    const second = logger();
    expect(await resolveVapidDetails(config({ DATA_DIR: dataDir }), second)).toEqual(made);
    expect(second.log).not.toHaveBeenCalled();
  });
});
