import { ValidateBy, type ValidationOptions } from 'class-validator';
import type { StringRule } from '../common/validation/string-rules.decorator.js';
import { isStoredImageUrl } from './image-store.service.js';

/** A string rule (for StringRules) that the value is the URL of an image in the shop's own image store. */
export const storedImageUrl = (message: string): StringRule => ({ isMetBy: isStoredImageUrl, message });

/** The value is the URL of an image in the shop's own image store (`/api/images/<sha256>`). */
export function IsStoredImageUrl(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isStoredImageUrl', validator: { validate: isStoredImageUrl } }, options);
}
