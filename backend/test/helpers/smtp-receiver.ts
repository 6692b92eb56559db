import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpReceiver {
  /** Every mail received so far, parsed, across stops and starts. */
  received: ParsedMail[];
  url: string;
  /** Stops listening: sending then fails with a refused connection, as with a mail server that is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** A real SMTP server on a loopback port that keeps every mail it receives. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  const listen = async (port: number) => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        simpleParser(stream)
          .then((mail) => received.push(mail))
          .then(() => done(), done);
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    return (server.server.address() as AddressInfo).port;
  };
  const port = await listen(0);
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => (server ? server.close(resolve) : resolve())).then(() => void (server = undefined)),
    start: async () => {
      await listen(port);
    },
  };
}

/** The address a parsed mail was sent to. */
export function recipientOf(mail: ParsedMail): string | undefined {
  return (mail.to as { text: string } | undefined)?.text;
}
