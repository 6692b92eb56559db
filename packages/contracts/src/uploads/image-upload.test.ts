import { describe, expect, it } from 'vitest';
import { imageUploadResponseSchema } from './image-upload.js';

describe('image upload response', () => {
  const url = `/api/images/${'a'.repeat(64)}`;

  it('accepts the stored image and its thumbnail', () => {
    const answer = {
      success: true,
      message: 'Image uploaded.',
      messageKeys: [{ key: 'image.uploaded' }],
      url,
      thumbnailUrl: `${url}?w=160`,
    };
    expect(imageUploadResponseSchema.parse(answer)).toEqual(answer);
  });

  it('rejects an answer without the image URL', () => {
    expect(imageUploadResponseSchema.safeParse({ success: true, message: 'Image uploaded.', thumbnailUrl: url }).success).toBe(false);
  });
});
