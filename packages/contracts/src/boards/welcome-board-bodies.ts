/** The back office's welcome board writes (spec §7: addWelcomeBoard, reviseWelcomeBoard). */
import * as z from 'zod/mini';
import { STORED_IMAGE_URL } from '../images.js';
import { OBJECT_ID_PATTERN } from '../object-id.js';
import { strictBody } from '../strict-body.js';
import { requiredText } from '../text.js';

export const TITLE_MAX_LENGTH = 200;
export const SUBTITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const INVALID_WELCOME_BOARD_ID_MESSAGE = 'Invalid welcome board id';

/**
 * The forms' messages: the server passes the English texts of its admin catalogue messages (answered with their
 * keys), the back office the texts in the admin's language.
 */
export interface WelcomeBoardMessages {
  titleRequired: string;
  titleTooLong: (max: number) => string;
  subTitleNotText: string;
  subTitleTooLong: (max: number) => string;
  descriptionRequired: string;
  descriptionTooLong: (max: number) => string;
  coverRequired: string;
  coverNotStored: string;
  displayNotBoolean: string;
}

/** An empty form field (null, '' or blanks) counts as not sent. */
const emptyAsMissing = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

export function welcomeBoardBodySchemas(messages: WelcomeBoardMessages) {
  const cover = requiredText(messages.coverRequired).check(z.regex(STORED_IMAGE_URL, messages.coverNotStored));
  const form = {
    title: requiredText(messages.titleRequired).check(z.maxLength(TITLE_MAX_LENGTH, messages.titleTooLong(TITLE_MAX_LENGTH))),
    subTitle: z.optional(
      z.nullable(
        z.string(messages.subTitleNotText).check(z.trim(), z.maxLength(SUBTITLE_MAX_LENGTH, messages.subTitleTooLong(SUBTITLE_MAX_LENGTH))),
      ),
    ),
    description: requiredText(messages.descriptionRequired).check(
      z.maxLength(DESCRIPTION_MAX_LENGTH, messages.descriptionTooLong(DESCRIPTION_MAX_LENGTH)),
    ),
  };
  return {
    // The own fields of each form come first, as the messages of several refused fields have always been ordered.
    add: strictBody({ cover, ...form }),
    /** The add form's fields plus which board and whether it is shown; an absent or empty cover keeps the board's. */
    revise: strictBody({
      activityid: z.string(INVALID_WELCOME_BOARD_ID_MESSAGE).check(z.regex(OBJECT_ID_PATTERN, INVALID_WELCOME_BOARD_ID_MESSAGE)),
      cover: z.pipe(z.transform(emptyAsMissing), z.optional(cover)),
      /** Shown (true) or hidden (false); absent keeps the current setting. */
      display: z.optional(z.boolean(messages.displayNotBoolean)),
      ...form,
    }),
  };
}

type WelcomeBoardBodySchemas = ReturnType<typeof welcomeBoardBodySchemas>;
export type AddWelcomeBoardBody = z.infer<WelcomeBoardBodySchemas['add']>;
export type ReviseWelcomeBoardBody = z.infer<WelcomeBoardBodySchemas['revise']>;
