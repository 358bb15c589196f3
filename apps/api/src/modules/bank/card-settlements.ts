import type { CardSettlementDay, CardSettlementQuery } from '@toll/contract/bank';
import type { ListPage } from '@toll/contract/list-query';
import {
  dayBefore,
  daysBetween,
  judgeSettlement,
  readSettlementText,
  type CardSettlementStatus,
  type SettlementText,
} from '@toll/domain/card-settlement';
import type { Currency } from '@toll/domain/money';
import { addDays, formatPlainDate } from '@toll/domain/plain-date';
import { sofiaDate } from '@toll/domain/sofia-time';
import type { Executor } from '../../platform/db/database';
import { postJournal } from '../ledger/posting';
import * as repo from './card-settlements-repo';
import type { ParsedLine } from './statement-types';

/**
 * Card settlements clear (packages/domain card-settlement): a statement's credit line that is the
 * acquirer's card batch ("CARD SETTLEMENT <day> …"; from one of CARD_ACQUIRER_IBANS when that is
 * set) is not a customer's payment. It is judged against the day's card approvals and booked as
 * CARD_SETTLEMENT (`card-settlement:<line>`): matched, the bank is debited by what came and the
 * fee expense by the fee, the clearing account credited by the gross; short or extra, what came
 * is credited to the clearing account and the day waits for the accountant. The list shows every
 * approvals day with its status and age, missing settlements included.
 */
export function settlementOf(
  line: Pick<ParsedLine, 'direction' | 'remittance' | 'counterpartyIban'>,
  acquirerIbans: readonly string[],
): SettlementText | null {
  if (line.direction !== 'CREDIT') return null;
  if (acquirerIbans.length > 0 && !acquirerIbans.includes(line.counterpartyIban ?? '')) return null;
  return readSettlementText(line.remittance);
}

export async function bookSettlement(
  tx: Executor,
  s: {
    lineId: number;
    statementId: number;
    bankAccountId: number;
    valueDate: string;
    netMinor: number;
    currency: string;
    stated: SettlementText;
    at: Date;
  },
): Promise<CardSettlementStatus> {
  const currency = s.currency.trim() as Currency;
  const day = s.stated.day ?? dayBefore(s.valueDate);
  const approvals = await repo.approvalsOf(tx, day, currency);
  const settled = await repo.settledOf(tx, day, currency);
  const v = judgeSettlement({
    netMinor: s.netMinor,
    approvalsMinor: approvals,
    settledMinor: settled,
    stated: s.stated,
  });
  await repo.insertSettlement(tx, {
    lineId: s.lineId,
    day,
    currency,
    netMinor: s.netMinor,
    grossMinor: v.grossMinor,
    feeMinor: v.feeMinor,
    approvalsMinor: approvals,
    differenceMinor: v.differenceMinor,
    status: v.status,
    at: s.at,
  });
  await postJournal(tx, {
    type: 'CARD_SETTLEMENT',
    businessKey: `card-settlement:${s.lineId}`,
    occurredAt: s.at,
    description: `card settlement of ${day} (${v.status})`,
    refs: { bankTransactionId: s.lineId, bankStatementId: s.statementId, approvalsDay: day },
    lines: [
      {
        account: { kind: 'BANK', ownerId: s.bankAccountId, currency },
        amountMinor: s.netMinor,
        currency,
      },
      ...(v.feeMinor > 0
        ? [{ account: { kind: 'CARD_FEE_EXPENSE' as const, currency }, amountMinor: v.feeMinor, currency }] // prettier-ignore
        : []),
      {
        account: { kind: 'CARD_GATEWAY_CLEARING', currency },
        amountMinor: -v.grossMinor,
        currency,
      },
    ],
  });
  return v.status;
}

function dayStatus(r: repo.SettlementDayRow): CardSettlementStatus {
  const approvals = Number(r.approvals_minor);
  const settled = Number(r.settled_minor);
  if (r.settlements === 0) return 'MISSING';
  if (settled === approvals && r.all_matched) return 'MATCHED';
  return settled < approvals ? 'SHORT' : 'EXTRA';
}

/** Every approvals day of the window with its settlement status and age (today's not yet due). */
export async function listSettlementDays(
  db: Executor,
  query: CardSettlementQuery,
  now: Date,
): Promise<ListPage<CardSettlementDay>> {
  const today = formatPlainDate(sofiaDate(now));
  const to = query.f_to ?? today;
  const from = query.f_from ?? formatPlainDate(addDays(sofiaDate(now), -90));
  const rows = (await repo.settlementDays(db, from, to))
    .map((r): CardSettlementDay => ({
      day: r.day,
      currency: r.currency,
      approvalsMinor: Number(r.approvals_minor),
      settledMinor: Number(r.settled_minor),
      receivedMinor: Number(r.received_minor),
      feeMinor: Number(r.fee_minor),
      differenceMinor: Number(r.settled_minor) - Number(r.approvals_minor),
      status: dayStatus(r),
      ageDays: daysBetween(r.day, today),
      lineIds: r.line_ids ?? [],
    }))
    // the acquirer settles a day after it ends: today's approvals are not missing yet
    .filter((d) => !(d.status === 'MISSING' && d.day >= today))
    .filter((d) => !query.f_status || d.status === query.f_status)
    .filter((d) => !query.f_exceptions || d.status !== 'MATCHED');
  const key = query.sort === 'ageDays' ? (d: CardSettlementDay) => d.ageDays : (d: CardSettlementDay) => d.day; // prettier-ignore
  rows.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const c = x < y ? -1 : x > y ? 1 : a.currency.localeCompare(b.currency);
    return query.order === 'desc' ? -c : c;
  });
  const start = (query.page - 1) * query.pageSize;
  return {
    items: rows.slice(start, start + query.pageSize),
    total: rows.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
