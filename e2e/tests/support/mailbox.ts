import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The folder where the server's local SMTP capture keeps every message as an .eml file. */
function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  return join(dataDir, 'mail');
}

function filesTo(address: string): string[] {
  try {
    return readdirSync(mailDir())
      .filter((name) => name.endsWith(`-${address.toLowerCase()}.eml`))
      .sort();
  } catch {
    return []; // no mail yet: the folder appears with the first message
  }
}

/** The newest message to an address, waiting for it to arrive (mail goes out through a job). */
export async function waitForMail(address: string, timeoutMs = 30_000): Promise<ParsedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const newest = filesTo(address).at(-1);
    if (newest) return simpleParser(readFileSync(join(mailDir(), newest)));
    if (Date.now() > until) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The path and query of the first link in a mail to a site page, e.g. `user/confirm?token=…`. */
export function linkTo(mail: ParsedMail, page: string): string {
  const match = new RegExp(`https?://[^/\\s]+(/[a-z]{2}/${page}\\?token=[\\w-]+)`).exec(
    mail.text ?? '',
  );
  if (!match?.[1]) throw new Error(`no link to ${page} in "${mail.subject ?? ''}"`);
  return match[1];
}
