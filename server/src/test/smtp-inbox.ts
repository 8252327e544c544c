import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in this process (smtp-server, any sign-in or none), on a free port: what it is sent is parsed
 * (mailparser) into `messages`. It can refuse every recipient, or stop and start again on the same port, as a
 * receiver that is down for a while.
 */
export class SmtpInbox {
  readonly messages: ParsedMail[] = [];
  refuse = false;
  private server: SMTPServer | null = null;
  private waiters: (() => void)[] = [];
  port = 0;

  /** Listens (on the port it had, when started again). */
  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (_auth, _session, callback) => callback(null, { user: 'anyone' }),
      onRcptTo: (address, _session, callback) =>
        this.refuse
          ? callback(Object.assign(new Error(`5.7.1 Relaying to <${address.address}> denied`), { responseCode: 550 }))
          : callback(),
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.messages.push(parsed);
            for (const wake of this.waiters.splice(0)) wake();
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The first message to that address, once it has arrived (waiting no longer than timeoutMs). */
  async messageTo(address: string, timeoutMs = 10_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((message) => toAddresses(message).includes(address));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No message to ${address} arrived within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

/** Every address a parsed message was sent to. */
export function toAddresses(message: ParsedMail): string[] {
  const to = message.to ? (Array.isArray(message.to) ? message.to : [message.to]) : [];
  return to.flatMap((group) => group.value.map((entry) => entry.address ?? ''));
}
