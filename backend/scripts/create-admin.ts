/**
 * `npm run admin:create -- --email ADDRESS`: makes the account with that email an admin, or creates an
 * admin account for it. A new account's password comes from ADMIN_PASSWORD, else from a hidden prompt.
 * It uses the shop's own configuration; with the embedded database (no MONGODB_URI) stop the shop first,
 * since only one process can open DATA_DIR.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { emailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shop/contracts/accounts/account-bodies';
import { adminPasswordFromEnvironment } from '../src/config/admin-cli-environment.js';

const USAGE = 'Usage: npm run admin:create -- --email ADDRESS   (password: ADMIN_PASSWORD, or asked for)';

async function main(): Promise<void> {
  const email = emailFromArguments();
  // Loaded once the arguments are known to be good: a usage error answers without loading the shop.
  const { createAdminCliContext, PasswordHasher, UsersService } = await import('./admin-cli-context.js');
  const app = await createAdminCliContext();
  try {
    const users = app.get(UsersService);
    if (await users.promoteToAdmin(email)) {
      console.log(`${email} is now an admin; the account keeps its password.`);
      return;
    }
    const password = await newAdminPassword();
    await users.create({ email, passwordHash: await app.get(PasswordHasher).hash(password), role: 'admin' });
    console.log(`Created the admin account ${email}.`);
  } finally {
    await app.close();
  }
}

function emailFromArguments(): string {
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  const email = emailSchema.safeParse(values.email);
  if (!email.success) throw new UsageError(`${email.error.issues[0]?.message}\n${USAGE}`);
  return email.data;
}

async function newAdminPassword(): Promise<string> {
  const password = adminPasswordFromEnvironment() ?? (await askHidden('Password for the new admin: '));
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new UsageError(`The password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`);
  }
  return password;
}

function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new UsageError('No terminal to ask for the password: set ADMIN_PASSWORD.');
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const answer = new Promise<string>((resolve) => prompt.question(question, resolve));
  // readline echoes typed keys through this method; silencing it once the question is out hides the password.
  (prompt as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => undefined;
  return answer.finally(() => {
    prompt.close();
    process.stdout.write('\n');
  });
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? error.message : `Could not create the admin: ${(error as Error).message}`);
  process.exit(1);
});
