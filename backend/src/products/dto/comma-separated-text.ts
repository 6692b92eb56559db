import { applyDecorators } from '@nestjs/common';
import { IsOptional, IsString, ValidateBy } from 'class-validator';
import { MAX_FILTER_TEXT_LENGTH } from '@shop/contracts/catalogue/catalogue-filter';
import { ADMIN_MESSAGES } from '../../common/admin-messages.js';

export const MAX_LIST_ENTRIES = 20;

/** "Hello Kitty, Sanrio,,Hello Kitty " → ['Hello Kitty', 'Sanrio']: trimmed, empty entries dropped, repeats removed. */
export function parseCommaSeparatedList(text: string | undefined): string[] {
  const entries = (text ?? '').split(',').map((entry) => entry.trim());
  return [...new Set(entries.filter((entry) => entry.length > 0))];
}

/**
 * An optional comma-separated list (category, ip) whose entries the catalogue filter can still match:
 * longer values could never be asked for in a `{value}_product` filter.
 */
export function CommaSeparatedText(field: string): PropertyDecorator {
  const messages = ADMIN_MESSAGES.product;
  return applyDecorators(
    IsOptional(),
    IsString({ message: messages.listNotText(field) }),
    ValidateBy(
      { name: 'listEntryCount', validator: { validate: (text: string) => parseCommaSeparatedList(text).length <= MAX_LIST_ENTRIES } },
      { message: messages.listTooLong(field, MAX_LIST_ENTRIES) },
    ),
    ValidateBy(
      {
        name: 'listEntryLength',
        validator: { validate: (text: string) => parseCommaSeparatedList(text).every((entry) => entry.length <= MAX_FILTER_TEXT_LENGTH) },
      },
      { message: messages.listEntryTooLong(field, MAX_FILTER_TEXT_LENGTH) },
    ),
  );
}
