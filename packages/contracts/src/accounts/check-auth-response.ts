/** The answer of checkAuth (spec §7), plus whether the account is an admin's: the storefront then links the back office. */
import * as z from 'zod/mini';

export const checkAuthResponseSchema = z.object({ success: z.literal(true), message: z.string(), admin: z.boolean() });
export type CheckAuthResponse = z.infer<typeof checkAuthResponseSchema>;
