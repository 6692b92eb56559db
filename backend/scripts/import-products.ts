/**
 * `npm run import:products -w backend -- FILE --url URL [--email ADDRESS] [--password PASSWORD]`: imports a
 * catalogue CSV (docs/catalogue-csv.md) into a running shop as an admin, as the back office's import screen
 * does. The account comes from the options, else from ADMIN_EMAIL and ADMIN_PASSWORD. Prints what was
 * created, updated and refused (row by row); exits 1 when a row was refused or the import failed.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { adminEmailFromEnvironment, adminPasswordFromEnvironment } from '../src/config/admin-cli-environment.js';
import { importProductCsv, type ImportTarget } from './product-import-client.js';

const USAGE = 'Usage: npm run import:products -- FILE --url URL [--email ADDRESS] [--password PASSWORD]   (or ADMIN_EMAIL, ADMIN_PASSWORD)';

async function main(): Promise<void> {
  const { file, target } = argumentsOrUsage();
  const answer = await importProductCsv(target, await readFile(file), basename(file));
  console.log(`${answer.created} created, ${answer.updated} updated, ${answer.refused.length} refused.`);
  for (const { row, message } of answer.refused) console.log(`  row ${row}: ${message}`);
  if (answer.refused.length > 0) process.exitCode = 1;
}

function argumentsOrUsage(): { file: string; target: ImportTarget } {
  const { values, positionals } = parseOrUsage();
  const email = values.email ?? adminEmailFromEnvironment();
  const password = values.password ?? adminPasswordFromEnvironment();
  if (positionals.length !== 1 || !values.url || !email || !password) throw new UsageError(USAGE);
  return { file: positionals[0], target: { url: values.url, email, password } };
}

function parseOrUsage() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { url: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? error.message : `Import failed: ${(error as Error).message}`);
  process.exitCode = 1;
});
