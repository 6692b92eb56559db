import type { AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import type { SayAdminMessage } from '@shop/contracts/admin-messages/form-messages';
import { inEnglish } from './admin-messages.js';

type MessageOf = (text: string) => AdminMessage | undefined;
type RuleMessage = AdminMessage | ((...values: never[]) => AdminMessage);
/** Rule messages as a schema of the contracts takes them: texts, or functions making texts. */
type Said<Messages> = {
  [Name in keyof Messages]: Messages[Name] extends (...values: infer Values) => AdminMessage ? (...values: Values) => string : string;
};

/**
 * The English words of one set of rules (a form's, a query's) and the admin message each text says: a zod
 * issue keeps only its text, so the validation pipe looks the message of a refused rule up here. One per set
 * of rules, because a text may say two messages (product.coverRequired and board.coverRequired).
 */
export class AdminRuleWords {
  /** Said while the schema was built. */
  private readonly built = new Map<string, AdminMessage>();
  /** Said during the check under way: a row's message names its row, so it is said as the row fails. */
  private checking: Map<string, AdminMessage> | undefined;

  readonly say: SayAdminMessage = (message) => {
    const text = inEnglish(message);
    (this.checking ?? this.built).set(text, message);
    return text;
  };

  /** The messages as a schema of the contracts takes them, each said by these words. */
  sayEach<Messages extends Record<string, RuleMessage>>(messages: Messages): Said<Messages> {
    const said = Object.entries(messages).map(([name, message]) => [
      name,
      typeof message === 'function' ? (...values: never[]) => this.say(message(...values)) : this.say(message),
    ]);
    return Object.fromEntries(said) as Said<Messages>;
  }

  /**
   * Runs a check (zod calls its error functions synchronously, within safeParse), answering its result and the
   * message each of its issues' texts says, if these words said it.
   */
  check<Result>(run: () => Result): [Result, MessageOf] {
    const checking = new Map<string, AdminMessage>();
    this.checking = checking;
    try {
      return [run(), (text) => checking.get(text) ?? this.built.get(text)];
    } finally {
      this.checking = undefined;
    }
  }
}
