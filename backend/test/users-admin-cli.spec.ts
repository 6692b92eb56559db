import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsTestApp, loggedInClient } from './helpers/accounts.js';
import { closeStarted } from './helpers/teardown.js';

const run = promisify(execFile);
const backendDirectory = new URL('..', import.meta.url).pathname;
// A run loads the shop's sources (through the SWC loader's cache): seconds on an idle machine, over a minute on a busy one.
const RUN_TIME_LIMIT_MS = 120_000;

/** Runs the admin:create script as `npm run admin:create` does, on the given data directory. */
async function createAdmin(dataDir: string, email: string | undefined, password?: string) {
  const args = [
    '--conditions=@shop/source',
    '--import',
    './scripts/swc-loader.mjs',
    'scripts/create-admin.ts',
    ...(email === undefined ? [] : ['--email', email]),
  ];
  // The shop's configuration from literals only: the shell's (a REDIS_URL, an SMTP_URL...) stays out.
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, ADMIN_PASSWORD: password ?? '', DEMO_DATA: 'false' };
  try {
    const { stdout } = await run(process.execPath, args, { cwd: backendDirectory, env, timeout: RUN_TIME_LIMIT_MS });
    return { code: 0, output: stdout.trim() };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr.trim() };
  }
}

describe('npm run admin:create', () => {
  let dataDir: string;
  let app: NestExpressApplication | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-admin-cli-'));
  });
  afterAll(async () => {
    await closeStarted(app);
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'creates an admin who can log in, promotes an existing account, and explains bad input',
    async () => {
      expect(await createAdmin(dataDir, 'Boss@Example.com', 'boss-secret')).toEqual({
        code: 0,
        output: 'Created the admin account boss@example.com.',
      });
      expect(await createAdmin(dataDir, 'boss@example.com')).toEqual({
        code: 0,
        output: 'boss@example.com is now an admin; the account keeps its password.',
      });
      const missingEmail = await createAdmin(dataDir, undefined);
      expect(missingEmail.code).toBe(1);
      expect(missingEmail.output).toContain('Please enter your email.');
      const shortPassword = await createAdmin(dataDir, 'new@example.com', '123');
      expect(shortPassword.code).toBe(1);
      expect(shortPassword.output).toContain('The password must have 6 to 128 characters.');

      ({ app } = await createAccountsTestApp({ DATA_DIR: dataDir }));
      const admin = await loggedInClient(app, 'boss@example.com', 'boss-secret');
      expect((await admin.get('/api/users/checkAdmin')).status).toBe(200);
    },
    4 * RUN_TIME_LIMIT_MS,
  );
});
