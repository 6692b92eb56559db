/** The admin CLI's own variable: the new admin's password, so that scripts need no prompt. */
export function adminPasswordFromEnvironment(): string | undefined {
  return process.env.ADMIN_PASSWORD || undefined;
}
