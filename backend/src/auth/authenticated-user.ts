import type { UserRole } from '../users/schemas/user.schema.js';
import type { UserRecord } from '../users/users.service.js';

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

export function toAuthenticatedUser(user: UserRecord): AuthenticatedUser {
  return { id: user._id.toString(), email: user.Email, role: user.role };
}
