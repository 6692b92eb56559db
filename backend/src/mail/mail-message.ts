export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same content as `text`, for clients that show HTML. */
  html?: string;
  /** A stable Message-ID (`<...@host>`), so that a mail sent again after a crash can be recognised as the same. */
  messageId?: string;
}
