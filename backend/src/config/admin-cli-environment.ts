/** The admin CLI's own variable: the new admin's password, so that scripts need no prompt. */
export function adminPasswordFromEnvironment(): string | undefined {
  return process.env.ADMIN_PASSWORD === '' ? undefined : process.env.ADMIN_PASSWORD;
}

/** The import CLI's admin account, so that scripts need no options (its password is ADMIN_PASSWORD too). */
export function adminEmailFromEnvironment(): string | undefined {
  const email = process.env.ADMIN_EMAIL;
  return email === '' ? undefined : email;
}
