export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- a global namespace (Express's) can only be added to by declaring it
  namespace Express {
    // Passport types request.user as Express.User; this gives it our shape.
    interface User {
      id: string;
      email: string;
      role: UserRole;
    }
  }
}

/** The logged-in user that the guards put on the request (request.user). */
export type AuthenticatedUser = Express.User;

/**
 * How the guards find the user of a session. The users module provides it, so that the guards depend on
 * no feature and every module may use them.
 */
export abstract class SessionUsers {
  /** null when there is no such user (any more). */
  abstract findAuthenticatedUser(userId: string): Promise<AuthenticatedUser | null>;
}
