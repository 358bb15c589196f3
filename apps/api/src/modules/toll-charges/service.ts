import { randomUUID } from 'node:crypto';
import type {
  TollAdjustment,
  TollBatchResult,
  TollTransactionInput,
} from '@toll/contract/toll-charges';
import { normalisePhone } from '@toll/domain/notifications';
import { tollExitInWindow, tollLiveWindow } from '@toll/domain/toll-charges';
import type { Actor } from '../../platform/actor';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Jobs } from '../../platform/jobs';
import type { MailMessage } from '../../platform/mail/compose';
import { translator } from '../../platform/i18n';
import { queueSms } from '../../platform/sms/sms-sender';
import { contractEvent } from '../fleet/events';
import { adjustToll } from './adjustments';
import { contractBalance } from './contract-balance';
import { parseTollCsv } from './csv';
import { ingestTollBatch, type LowBalanceHit } from './ingest';
import { requireChargingKey } from './keys';
import * as repo from './repo';

export type TollChargeDeps = {
  db: Db;
  clock: Clock;
  jobs: Pick<Jobs, 'send'>;
  /** Months kept live (`TOLL_LIVE_MONTHS`; 0 keeps all): an older exit is refused. */
  liveMonths: number;
};

const money = (minor: number) => (minor / 100).toFixed(2);

/**
 * Queues the low-balance notice of each contract that fell below its threshold, once: the notice
 * row is (re)armed only when the previous one was cleared (the balance recovered above it).
 */
async function notifyLowBalance(
  tx: Executor,
  deps: TollChargeDeps,
  hits: LowBalanceHit[],
  recovered: number[],
): Promise<void> {
  const now = deps.clock.now().toISOString();
  await repo.clearLowBalanceNotices(tx, recovered, now);
  for (const hit of hits) {
    const row = await repo.armLowBalanceNotice(tx, hit.accountId, now);
    if (!row) continue;
    // the client's machines hear of the same crossing, once (webhook `balance.low`)
    await contractEvent(
      tx,
      hit.accountId,
      'balance.low',
      { availableMinor: hit.availableMinor, thresholdMinor: hit.thresholdMinor },
      deps.clock.now(),
    );
    const lang = row.lang === 'en' ? 'en' : 'bg';
    const vars = { number: row.number, available: money(hit.availableMinor) };
    if (row.wants && row.email) {
      const message: MailMessage = { kind: 'lowBalance', to: row.email, lang, vars };
      await deps.jobs.send(tx, 'mail.send', message);
    }
    // the same notice by SMS to the contract's number when it asked for SMS (spec §3 Account);
    // a number the SMSC cannot take is left out rather than failing the batch. The arming above
    // is the "once"; each arming is its own notice (its own source key).
    const to = row.phone ? normalisePhone(row.phone) : null;
    if (row.sms && to)
      await queueSms(tx, deps.jobs, {
        sourceKey: `low-balance:${hit.accountId}:${randomUUID()}`,
        kind: 'lowBalanceSms',
        to,
        text: translator(lang, 'mail')('sms.lowBalance', vars),
        lang,
        contractId: hit.accountId,
      });
  }
}

/**
 * A batch or file with an exit outside the live window (an archived month, whose ids are no longer
 * checked for repeats, or more than a day ahead) is refused whole, each such row named.
 */
function refuseOutsideWindow(
  rows: readonly TollTransactionInput[],
  now: Date,
  liveMonths: number,
  fileLines?: readonly number[],
) {
  const from = tollLiveWindow(now, liveMonths).from?.toISOString().slice(0, 10) ?? '—';
  const errors = rows.flatMap((row, i) => {
    if (tollExitInWindow(new Date(row.exitAt), now, liveMonths)) return [];
    // a file's rows are named by their line, a batch's by their element
    const line = fileLines ? fileLines[i]! : i + 1;
    const field = fileLines ? `lines.${line}.exitAt` : `transactions.${i}.exitAt`;
    return [{ code: 'tollCharges.exitOutsideWindow' as const, field, params: { line, from } }];
  });
  if (errors.length > 0) throw new AppError(422, errors.slice(0, 50));
}

export function createTollChargeService(deps: TollChargeDeps) {
  async function ingest(
    rows: readonly TollTransactionInput[],
    source: 'API' | 'FILE',
    fileLines?: readonly number[],
  ): Promise<TollBatchResult> {
    refuseOutsideWindow(rows, deps.clock.now(), deps.liveMonths, fileLines);
    return deps.db.transaction(async (tx) => {
      const { result, lowBalance, recovered } = await ingestTollBatch(tx, rows, source);
      await notifyLowBalance(tx, deps, lowBalance, recovered);
      return result;
    });
  }

  return {
    ingest,
    balance: (accountId: number) => contractBalance(deps.db, accountId),
    adjust: (actor: Actor, input: TollAdjustment) =>
      adjustToll(deps.db, actor, input, deps.clock.now()),
    /** The charging system's batch (its API key is the check). */
    async ingestFromSystem(key: string | null, rows: readonly TollTransactionInput[]) {
      await requireChargingKey(deps.db, key, deps.clock.now());
      return ingest(rows, 'API');
    },
    /** The office's file import: refused whole when any line is bad, with each line's number. */
    async importFile(content: string): Promise<TollBatchResult> {
      const { rows, lines, errors } = parseTollCsv(content);
      if (errors.length > 0)
        throw new AppError(
          422,
          errors.slice(0, 50).map((e) => ({
            code: e.code,
            field: `lines.${e.line}.${e.field}`,
            params: { line: e.line },
          })),
        );
      return ingest(rows, 'FILE', lines);
    },
  };
}

export type TollChargeService = ReturnType<typeof createTollChargeService>;
