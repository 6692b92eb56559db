import { AdminRuleWords } from '@shop/contracts/admin-messages/admin-rule-words';
import type * as z from 'zod/mini';
import { inEnglish } from '../i18n/admin-i18n';

/** An admin form's rules: the contract's body schema, fed the draft as it would be sent, and the words it says them in. */
export interface AdminFormRules<Draft> {
  schema: z.ZodMiniType<unknown, Draft>;
  /**
   * A field error keeps the words' text (react-hook-form keeps a string); the form shows the message the words map
   * it to, in the admin's language, anew when they switch.
   */
  words: AdminRuleWords;
}

/** The words of one form's rules, in English: their texts are looked up, never shown as they are. */
export const adminFormWords = (): AdminRuleWords => new AdminRuleWords(inEnglish);
