import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
  raw: string;
}

/**
 * A real SMTP server (npm smtp-server) on localhost that parses what arrives (mailparser). `stop()` closes it and
 * `start()` opens it again on the same port (SMTP "down for a while").
 */
export interface TestMailServer {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Waits until at least `n` mails arrived. */
  waitFor(n: number, ms?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startMailServer(): Promise<TestMailServer> {
  const mails: ReceivedMail[] = [];
  let port = 0;
  let server: SMTPServer | undefined;

  const open = async () => {
    const s = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Down means down: close() drops open connections at once. Left at smtp-server's 30 s default it waited for
      // the app's pooled connection to go idle, half a minute of each "SMTP down" test.
      closeTimeout: 50,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((parsed) => {
              mails.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), parsed, raw });
              callback();
            })
            .catch((err: Error) => callback(err));
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    port = (s.server.address() as AddressInfo).port;
    server = s;
  };
  await open();

  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    mails,
    async waitFor(n, ms = 20_000) {
      const until = Date.now() + ms;
      while (mails.length < n) {
        if (Date.now() > until) throw new Error(`expected ${n} mails, got ${mails.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return mails;
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    start: open,
  };
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
