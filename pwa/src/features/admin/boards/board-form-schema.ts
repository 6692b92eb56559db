import { welcomeBoardFormMessages } from '@shop/contracts/admin-messages/form-messages';
import { welcomeBoardBodySchemas } from '@shop/contracts/boards/welcome-board-bodies';
import * as z from 'zod/mini';
import { adminFormWords, type AdminFormRules } from '../forms/admin-form-rules';
import { urlToCheck } from '../uploads/image-draft';
import { toBoardFields, type BoardDraft } from './board-draft';

const words = adminFormWords();
const bodies = welcomeBoardBodySchemas(welcomeBoardFormMessages(words.say));
/** The revise page sends which board itself: the admin does not edit it. */
const reviseFields = z.omit(bodies.revise, { activityid: true });

/**
 * The welcome board form's rules: the body schema the server checks the add or revise call with, fed the
 * draft as it would be sent, a chosen cover file counting as stored (it is uploaded first).
 */
export function boardFormRules(mode: 'add' | 'revise'): AdminFormRules<BoardDraft> {
  return { schema: boardFormSchema(mode), words };
}

function boardFormSchema(mode: 'add' | 'revise'): z.ZodMiniType<unknown, BoardDraft> {
  return mode === 'add'
    ? z.pipe(
        z.transform((draft: BoardDraft): unknown => toBoardFields(draft, urlToCheck)),
        bodies.add,
      )
    : z.pipe(
        z.transform((draft: BoardDraft): unknown => ({ ...toBoardFields(draft, urlToCheck), display: draft.shown })),
        reviseFields,
      );
}
