export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The logged-in user that the guards put on the request (request.user). */
export interface AuthenticatedUser {
  id: string;
  email: string;
  role: UserRole;
}

declare global {
  namespace Express {
    // Passport types request.user as Express.User; this gives it our shape.
    interface User extends AuthenticatedUser {}
  }
}

/**
 * How the guards find the user of a session. The users module provides it, so that the guards depend on
 * no feature and every module may use them.
 */
export abstract class SessionUsers {
  /** null when there is no such user (any more). */
  abstract findAuthenticatedUser(userId: string): Promise<AuthenticatedUser | null>;
}
