import type { Lang } from '@toll/domain/languages';
import type { Clock } from '../../../../platform/clock';
import type { Db } from '../../../../platform/db/database';
import { TIMESTAMP_TOLERANCE_MS } from '../borica-protocol';
import { obtainSandboxKeys, type SandboxKeys } from './sandbox-keys';
import type { SandboxTransaction } from './sandbox-repo';

/**
 * The terminal the sandbox serves, as BORICA keeps it in its database: BACKREF is configured
 * per terminal (manual §2.1, §10.8.3), so results always go there, whatever a request says.
 */
export type SandboxTerminal = {
  terminal: string;
  merchantId: string;
  merchantName: string;
  backref: string;
};

export type SandboxContext = {
  db: Db;
  clock: Clock;
  terminal: SandboxTerminal;
  /** Made or read on first use, so a server that never takes a payment never generates keys. */
  keys(): Promise<SandboxKeys>;
};

export function createSandboxContext(deps: {
  db: Db;
  clock: Clock;
  terminal: SandboxTerminal;
}): SandboxContext {
  let keys: Promise<SandboxKeys> | null = null;
  return {
    ...deps,
    keys: () => {
      keys ??= obtainSandboxKeys(deps.db).catch((error: unknown) => {
        keys = null;
        throw error;
      });
      return keys;
    },
  };
}

/** GUARDTIME (manual §1.2.1): 15 minutes to finish a transaction; negative codes may change until then. */
export const GUARDTIME_MS = TIMESTAMP_TOLERANCE_MS;

export function isOpen(row: SandboxTransaction): boolean {
  return row.status === 'FORM' || row.status === 'AUTHENTICATING';
}

/** An open form older than GUARDTIME can no longer be paid. */
export function isLapsed(row: SandboxTransaction, now: Date): boolean {
  return isOpen(row) && now.getTime() - row.createdAt.getTime() > GUARDTIME_MS;
}

export const langOf = (row: SandboxTransaction): Lang => (row.lang === 'en' ? 'en' : 'bg');

/** What the browser gets next from the sandbox. */
export type BrowserStep =
  | { kind: 'card-page'; txn: SandboxTransaction; problems?: CardProblem[]; values?: CardInput }
  | { kind: 'otp-page'; txn: SandboxTransaction }
  | { kind: 'post-back'; lang: Lang; backref: string; fields: Record<string, string> }
  | { kind: 'timeout'; txn: SandboxTransaction }
  | { kind: 'closed'; txn: SandboxTransaction }
  | { kind: 'finished'; txn: SandboxTransaction }
  | { kind: 'refused'; lang: Lang; rc: string; status: 400 | 404 };

/** What the tester picks on the card page besides the card. */
export type TestOutcome = 'card' | 'duplicate' | 'timeout' | 'close';

export type CardInput = {
  card: 'visa' | 'mastercard' | 'other';
  otherNumber: string;
  expiry: string;
  cvc: string;
  holder: string;
  outcome: TestOutcome;
};

export type CardProblem = 'otherNumber' | 'expiry' | 'cvc';
