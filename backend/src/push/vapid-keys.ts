import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoggerService } from '@nestjs/common';
import type { AppConfig, VapidKeys } from '../config/app-config.js';
import { IN_MEMORY_DATA_DIR } from '../config/environment.schema.js';

export const VAPID_DETAILS = Symbol('VAPID_DETAILS');

export interface VapidDetails extends VapidKeys {
  subject: string;
}

const KEY_FILE = 'vapid-keys.json';

/**
 * The keys push requests are signed with. Production has them from the environment (config requires it).
 * Elsewhere a pair is made once and kept in DATA_DIR, because a browser's subscription is bound to the
 * public key: a new pair per run would silence every subscribed device after a restart.
 */
export async function resolveVapidDetails(config: AppConfig, logger: LoggerService): Promise<VapidDetails> {
  const subject = config.vapidSubject;
  if (config.vapidKeys) return { ...config.vapidKeys, subject };
  if (config.dataDir === IN_MEMORY_DATA_DIR) return { ...(await newKeyPair()), subject };
  const file = join(config.dataDir, KEY_FILE);
  const stored = await readStoredKeys(file);
  if (stored) return { ...stored, subject };
  const keys = await newKeyPair();
  await mkdir(config.dataDir, { recursive: true });
  try {
    await writeFile(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another instance sharing the directory wrote its pair first: use that one.
    const theirs = (error as NodeJS.ErrnoException).code === 'EEXIST' ? await readStoredKeys(file) : undefined;
    if (!theirs) throw error;
    return { ...theirs, subject };
  }
  logger.log(
    `Web push: made a VAPID key pair and kept it in ${file}. For production set the same pair (or a new one) in the environment:\n` +
      `  VAPID_PUBLIC_KEY=${keys.publicKey}\n  VAPID_PRIVATE_KEY=${keys.privateKey}`,
    'WebPush',
  );
  return { ...keys, subject };
}

async function readStoredKeys(file: string): Promise<VapidKeys | null> {
  try {
    const { publicKey, privateKey } = JSON.parse(await readFile(file, 'utf8')) as Partial<VapidKeys>;
    return typeof publicKey === 'string' && typeof privateKey === 'string' ? { publicKey, privateKey } : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** web-push is loaded only when a pair is made (or a push is sent), not on every start with keys at hand. */
async function newKeyPair(): Promise<VapidKeys> {
  const { default: webPush } = await import('web-push');
  return webPush.generateVAPIDKeys();
}
