import { AdminRuleWords } from '@shop/contracts/admin-messages/admin-rule-words';
import { inEnglish } from './admin-messages.js';

/** The server's words of one set of rules: English, the language of its answers' `message`. */
export const englishRuleWords = (): AdminRuleWords => new AdminRuleWords(inEnglish);
