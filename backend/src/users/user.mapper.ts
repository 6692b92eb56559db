import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import type { UserRecord } from './users.service.js';

/** What the shopper's own profile shows (spec §3, User); never the password hash or the role. */
export interface UserProfile {
  Email: string;
  UserName: string;
  Phone: string;
  Location: string;
  Fav: string[];
}

export function toUserProfile(user: UserRecord): UserProfile {
  return {
    Email: user.Email,
    UserName: user.UserName,
    Phone: user.Phone,
    Location: user.Location,
    Fav: user.Fav.map((productId) => productId.toString()),
  };
}

export function toAuthenticatedUser(user: Pick<UserRecord, '_id' | 'Email' | 'role'>): AuthenticatedUser {
  return { id: user._id.toString(), email: user.Email, role: user.role };
}
