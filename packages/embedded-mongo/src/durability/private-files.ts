import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Log } from '../log.js';

/** Files the database writes: readable and writable by their owner only, whatever the umask. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIRECTORY_MODE = 0o700;
const OTHERS_BITS = 0o077;

/** Creates dir (and missing parents) for its owner only; a directory it creates is 0700 whatever the umask. */
export async function makePrivateDirectory(dir: string): Promise<void> {
  const created = await mkdir(dir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  if (created !== undefined) await chmod(dir, PRIVATE_DIRECTORY_MODE);
}

/**
 * Warns about dir and the files directly in it that its group or others may read or enter: the journal holds
 * every document (e-mails, password hashes). It changes nothing, since the operator may have meant it.
 */
export async function warnIfReadableByOthers(dir: string, log: Log): Promise<void> {
  const exposed: string[] = [];
  const note = async (path: string) => {
    const mode = (await stat(path)).mode & 0o777;
    if (mode & OTHERS_BITS) exposed.push(`${path} (${mode.toString(8).padStart(4, '0')})`);
  };
  await note(dir);
  for (const name of await readdir(dir)) await note(join(dir, name));
  if (exposed.length === 0) return;
  log(
    `readable by other users: ${exposed.join(', ')}; the data holds every document. ` +
      `Run chmod 700 on the directory and chmod 600 on its files.`,
    'warn',
  );
}
