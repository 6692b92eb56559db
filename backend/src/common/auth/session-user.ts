import type { Request } from 'express';
import type { Session, SessionData } from 'express-session';
import type { AuthenticatedUser, UserRole } from './authenticated-user.js';

/** The collection the session store keeps the sessions in. */
export const SESSIONS_COLLECTION = 'sessions';

declare module 'express-session' {
  interface SessionData {
    /** Kept as a plain field (stringify: false) so that all sessions of a user can be found and ended. */
    userId?: string;
    /**
     * What the guards need of the user, so that a guarded request reads its session and nothing else. A role
     * change rewrites it in every session of the user (sessionRoleChange); a password change ends them all.
     */
    email?: string;
    role?: UserRole;
  }
}

/** The request's session: express-session leaves it unset while its store is unreachable, though its types always have one. */
export function sessionOf(request: Request): (Session & Partial<SessionData>) | undefined {
  return request.session;
}

/** The user a session was logged in as, when it carries all the guards need. */
export function sessionUserOf(session: Partial<SessionData> | undefined): AuthenticatedUser | undefined {
  if (!session?.userId || !session.email || !session.role) return undefined;
  return { id: session.userId, email: session.email, role: session.role };
}

/** Makes the session the user's; express-session stores it with the response. */
export function putUserInSession(session: Partial<SessionData>, user: AuthenticatedUser): void {
  session.userId = user.id;
  session.email = user.email;
  session.role = user.role;
}

/** The filter and update that give every stored session of the user its new role. */
export function sessionRoleChange(userId: string, role: UserRole) {
  return { filter: { 'session.userId': userId }, update: { $set: { 'session.role': role } } };
}
