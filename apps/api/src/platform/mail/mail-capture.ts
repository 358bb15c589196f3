import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string[]; raw: string; file: string | null };

/**
 * A local SMTP server that accepts every message and keeps it: as an .eml file in `dir` (when
 * given) and in memory. `npm start` uses it when no SMTP server is configured, and the tests use it
 * to read what the platform sent.
 */
export async function startMailCapture(options: {
  dir: string | null;
  port?: number;
  onMail?: (mail: CapturedMail) => void;
}) {
  const messages: CapturedMail[] = [];
  const waiters: { match: (m: CapturedMail) => boolean; resolve: (m: CapturedMail) => void }[] = [];
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 20 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        let file: string | null = null;
        if (options.dir) {
          file = join(
            options.dir,
            `${new Date().toISOString().replace(/[:.]/g, '-')}-${to[0] ?? 'unknown'}.eml`,
          );
          // whole or not at all: a reader of the folder (the browser tests) never meets a file
          // that is still being written (it once parsed an empty one: no subject)
          writeFileSync(`${file}.part`, raw);
          renameSync(`${file}.part`, file);
        }
        const mail = { to, raw, file };
        messages.push(mail);
        options.onMail?.(mail);
        for (const waiter of waiters.filter((w) => w.match(mail))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The first message (already here or arriving within the timeout) to an address. */
    waitFor(to: string, timeoutMs = 15_000): Promise<CapturedMail> {
      const match = (m: CapturedMail) => m.to.includes(to.toLowerCase());
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailCapture = Awaited<ReturnType<typeof startMailCapture>>;
