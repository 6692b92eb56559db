/** POST /api/external/proxy/image (spec §7): where the uploaded image is served, and its thumbnail. */
import * as z from 'zod/mini';
import { adminMessageFields } from '../admin-messages/admin-answer.js';

export const imageUploadResponseSchema = z.object({
  success: z.literal(true),
  /** A stored image URL (see images.ts), which the product and board forms then send. */
  url: z.string(),
  thumbnailUrl: z.string(),
  ...adminMessageFields,
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;
