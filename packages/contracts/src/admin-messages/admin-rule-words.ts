import type { AdminMessage } from './admin-message.js';
import type { SayAdminMessage } from './form-messages.js';

/** The message a text of some rule words says, if they said it. */
export type MessageOfText = (text: string) => AdminMessage | undefined;
type RuleMessage = AdminMessage | ((...values: never[]) => AdminMessage);
/** Rule messages as a schema of the contracts takes them: texts, or functions making texts. */
type Said<Messages> = {
  [Name in keyof Messages]: Messages[Name] extends (...values: infer Values) => AdminMessage ? (...values: Values) => string : string;
};

/**
 * The words of one set of rules (a form's, a query's), in one language, and the admin message each text says:
 * a zod issue keeps only its text, so whoever reads a refused rule (the server's validation pipe, a back-office
 * form) looks its message up here. One per set of rules, because a text may say two messages
 * (product.coverRequired and board.coverRequired).
 */
export class AdminRuleWords {
  /** Said while the schema was built. */
  private readonly built = new Map<string, AdminMessage>();
  /** Said during the check under way: a row's message names its row, so it is said as the row fails. */
  private checking: Map<string, AdminMessage> | undefined;

  /** @param inLanguage says a message in the words' language (the server's English, say). */
  constructor(private readonly inLanguage: SayAdminMessage) {}

  readonly say: SayAdminMessage = (message) => {
    const text = this.inLanguage(message);
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
   * Runs a check, answering its result and the message each of its issues' texts says, if these words said it.
   * `run` must read the issues, synchronously: zod says a refused rule's message when they are read (safeParse's
   * `error` is built on first access; parse throws it built).
   */
  check<Result>(run: () => Result): [Result, MessageOfText] {
    const checking = new Map<string, AdminMessage>();
    this.checking = checking;
    try {
      return [run(), (text) => checking.get(text) ?? this.built.get(text)];
    } finally {
      this.checking = undefined;
    }
  }
}
