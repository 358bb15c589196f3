import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An SMS as the server's local SMSC capture keeps it (apps/api platform/sms/smsc-capture.ts). */
export type CapturedSms = { messageId: string; from: string; to: string; text: string; at: string };

/** The folder where the local SMSC keeps every submitted SMS as a .json file. */
function smsDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  return join(dataDir, 'sms');
}

function filesTo(number: string): string[] {
  try {
    return readdirSync(smsDir())
      .filter((name) => name.includes(`-${number}-`) && name.endsWith('.json'))
      .sort();
  } catch {
    return []; // none yet: the folder appears with the first message
  }
}

/** Every SMS to a number (international digits, e.g. 359888123456), waiting for the first. */
export async function waitForSms(number: string, timeoutMs = 30_000): Promise<CapturedSms[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const files = filesTo(number);
    if (files.length > 0)
      return files.map((f) => JSON.parse(readFileSync(join(smsDir(), f), 'utf8')) as CapturedSms);
    if (Date.now() > until) throw new Error(`no SMS to ${number} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
