import type { UserProfileResponse } from '@shop/contracts/users/user';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import type { UserRecord } from './users.service.js';

/** What the shopper's own profile shows (spec §3, User); never the password hash or the role. */
export function toUserProfile(user: UserRecord): UserProfileResponse {
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
