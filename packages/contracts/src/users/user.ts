/** The shopper's own profile as the API sends it (spec §3, §7: getUser, reviseFav). */
import * as z from 'zod/mini';

/** What the profile shows; never the password hash or the role. */
export const userProfileResponseSchema = z.object({
  Email: z.string(),
  UserName: z.string(),
  Phone: z.string(),
  Location: z.string(),
  /** Product ids. */
  Fav: z.array(z.string()),
});
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;

export const getUserResponseSchema = z.object({ success: z.literal(true), user: userProfileResponseSchema, message: z.string() });
export type GetUserResponse = z.infer<typeof getUserResponseSchema>;

/** reviseFav toggles: "update" means the product was added, "delete" that it was removed. */
export const FAVOURITE_MODES = ['update', 'delete'] as const;
export type FavouriteMode = (typeof FAVOURITE_MODES)[number];

export const reviseFavResponseSchema = z.object({ success: z.literal(true), message: z.string(), mode: z.enum(FAVOURITE_MODES) });
export type ReviseFavResponse = z.infer<typeof reviseFavResponseSchema>;
