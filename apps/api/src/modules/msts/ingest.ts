import { createHash } from 'node:crypto';
import type { MstsBatchResult, MstsTransactionInput } from '@toll/contract/msts';
import type { Currency } from '@toll/domain/money';
import {
  MSTS_PROBLEMS,
  mstsLinesOverLimit,
  mstsOverchargeMinor,
  mstsTotalMinor,
  sameMstsTransaction,
  type MstsLineProblem,
} from '@toll/domain/msts';
import { normalisePlate } from '@toll/domain/plates';
import { formatPlainDate } from '@toll/domain/plain-date';
import { sofiaDate } from '@toll/domain/sofia-time';
import type { Executor } from '../../platform/db/database';
import { postJournalsBulk, type BulkJournal } from '../ledger/bulk-posting';
import { ensureLedgerAccount } from '../ledger/accounts';
import { euTollCredit } from './credit-limit';
import * as repo from './ingest-repo';

/**
 * Books a batch of MSTS transactions in one database transaction, all or nothing. A transaction
 * id seen before is a replay: skipped when it is the same transaction (and marked billed when the
 * new report says so), refused when the id now names another one. Every new line must name a known
 * toll domain with an overcharge on its exit day, a known haulier (the client's customer id) and a
 * vehicle on one of that haulier's contracts with international toll, and the contract's unbilled
 * international toll in its currency must stay within its Euro-toll credit limit (the database
 * checks the same); one bad line refuses the batch with every problem found, each with its line. Batches are serialised by an advisory lock
 * (two deliveries of one id never both book it); the ledger journals go in two statements
 * (`postJournalsBulk`, type TOLL, business key `msts:<transaction id>`): Dr the contract's
 * POSTPAID_RECEIVABLE (MSTS charges are settled by invoice, whatever the contract's type) the
 * total; Cr REVENUE_TOLL the net toll, VAT_PAYABLE the foreign VAT, REVENUE_OTHER the overcharge.
 */
export type MstsLine = { line: number; input: MstsTransactionInput };
export type MstsBatchSource = {
  source: 'API' | 'FILE';
  fileName?: string | null;
  content?: Buffer | null;
  createdBy?: number | null;
  apiKeyId?: number | null;
};

export class MstsBatchRefused extends Error {
  constructor(readonly problems: MstsLineProblem[]) {
    super(`MSTS batch refused: ${problems.length} problem(s)`);
  }
}

type Planned = {
  line: number;
  input: MstsTransactionInput;
  plate: string;
  accountId: number;
  overchargeBp: number;
  overchargeMinor: number;
  totalMinor: number;
};

const asIso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export async function ingestMstsBatch(
  tx: Executor,
  lines: readonly MstsLine[],
  from: MstsBatchSource,
  now: Date,
): Promise<MstsBatchResult> {
  await repo.lockIngest(tx);
  const problems: MstsLineProblem[] = [];
  const problem = (line: number, field: string, code: string) =>
    problems.push({ line, field, code });

  // the first of each id in the batch; a later one must be the same transaction
  const first = new Map<string, MstsLine>();
  for (const row of lines) {
    const id = row.input.transactionId;
    const seen = first.get(id);
    if (!seen) first.set(id, row);
    else if (!sameMstsTransaction(identity(seen.input), identity(row.input)))
      problem(row.line, 'transactionId', MSTS_PROBLEMS.transactionChanged);
  }
  const known = await repo.knownTransactions(tx, [...first.keys()]);
  const billedNow: string[] = [];
  for (const k of known) {
    const row = first.get(k.transaction_id)!;
    first.delete(k.transaction_id);
    const before = {
      transactionId: k.transaction_id,
      plate: k.plate,
      tollDomain: k.toll_domain,
      exitAt: asIso(k.exit_at),
      netMinor: Number(k.net_minor),
      vatMinor: Number(k.vat_minor),
      currency: k.currency,
    };
    if (!sameMstsTransaction(before, identity(row.input)))
      problem(row.line, 'transactionId', MSTS_PROBLEMS.transactionChanged);
    else if (row.input.billed && !k.billed) billedNow.push(k.transaction_id);
  }
  const fresh = [...first.values()];

  // toll domains with their overcharge on each exit day (Sofia)
  const rates = await repo.overchargesOn(
    tx,
    fresh.map((r) => ({
      domain: r.input.tollDomain,
      day: formatPlainDate(sofiaDate(new Date(r.input.exitAt))),
    })),
  );
  const rateOf = new Map(rates.map((r) => [`${r.toll_domain}|${r.day}`, Number(r.overcharge_bp)]));
  // hauliers' contracts with international toll, by the plate of an active vehicle
  const haulierIds = [...new Set(fresh.map((r) => r.input.haulierId))];
  const contracts = await repo.mstsContractsOf(tx, haulierIds);
  const hauliers = await repo.tollCustomersAmong(tx, haulierIds);
  const knownHauliers = new Set(hauliers.map((h) => h.customer_id));
  const contractOf = new Map(
    contracts.map((c) => [`${c.haulier}|${c.plate}`, Number(c.account_id)]),
  );

  const planned: Planned[] = [];
  for (const { line, input } of fresh) {
    const plate = normalisePlate(input.plate);
    if (Date.parse(input.exitAt) < Date.parse(input.entryAt))
      problem(line, 'exitAt', MSTS_PROBLEMS.exitBeforeEntry);
    const day = formatPlainDate(sofiaDate(new Date(input.exitAt)));
    const bp = rateOf.get(`${input.tollDomain}|${day}`);
    if (bp === undefined) problem(line, 'tollDomain', MSTS_PROBLEMS.unknownTollDomain);
    const accountId = contractOf.get(`${input.haulierId}|${plate}`);
    if (!knownHauliers.has(input.haulierId))
      problem(line, 'haulierId', MSTS_PROBLEMS.unknownHaulier);
    else if (accountId === undefined) problem(line, 'plate', MSTS_PROBLEMS.noMstsContract);
    if (bp === undefined || accountId === undefined) continue;
    const overchargeMinor = mstsOverchargeMinor(input.netMinor, bp);
    planned.push({
      line,
      input,
      plate,
      accountId,
      overchargeBp: bp,
      overchargeMinor,
      totalMinor: mstsTotalMinor({
        netMinor: input.netMinor,
        vatMinor: input.vatMinor,
        overchargeMinor,
      }),
    });
  }
  // the Euro-toll credit limit: a contract's unbilled toll per currency stays within it
  const charges = planned
    .filter((p) => !p.input.billed)
    .map((p) => ({
      line: p.line,
      accountId: p.accountId,
      currency: p.input.currency,
      totalMinor: p.totalMinor,
    }));
  if (charges.length > 0) {
    const credit = await euTollCredit(tx, [...new Set(charges.map((c) => c.accountId))], billedNow);
    for (const line of mstsLinesOverLimit(charges, credit))
      problem(line, 'totalMinor', MSTS_PROBLEMS.creditLimitExceeded);
  }
  if (problems.length > 0) throw new MstsBatchRefused(problems.sort((a, b) => a.line - b.line));

  const result: MstsBatchResult = {
    batchId: null,
    received: lines.length,
    booked: planned.length,
    duplicates: lines.length - planned.length,
    billedNow: billedNow.length,
  };
  if (planned.length === 0 && billedNow.length === 0) return result;

  const sha256 = createHash('sha256')
    .update(from.content ?? JSON.stringify(lines.map((l) => l.input)))
    .digest('hex');
  result.batchId = await repo.insertBatch(tx, {
    ...from,
    sha256,
    received: result.received,
    booked: result.booked,
    duplicates: result.duplicates,
    billedNow: result.billedNow,
    now,
  });
  if (billedNow.length > 0) await repo.markBilled(tx, billedNow, now);
  if (planned.length === 0) return result;

  const accountIds = new Map<string, number>();
  const ledgerAccount = async (
    kind: 'POSTPAID_RECEIVABLE' | 'REVENUE_TOLL' | 'REVENUE_OTHER' | 'VAT_PAYABLE',
    currency: Currency,
    ownerId?: number,
  ) => {
    const key = `${kind}|${ownerId ?? ''}|${currency}`;
    let id = accountIds.get(key);
    if (id === undefined) {
      id = await ensureLedgerAccount(tx, { kind, ownerId: ownerId ?? null, currency });
      accountIds.set(key, id);
    }
    return id;
  };
  const journals: BulkJournal[] = [];
  for (const p of planned) {
    const currency = p.input.currency;
    const lines = [
      {
        accountId: await ledgerAccount('POSTPAID_RECEIVABLE', currency, p.accountId),
        amountMinor: p.totalMinor,
        currency,
      },
      {
        accountId: await ledgerAccount('REVENUE_TOLL', currency),
        amountMinor: -p.input.netMinor,
        currency,
      },
    ];
    if (p.input.vatMinor > 0)
      lines.push({
        accountId: await ledgerAccount('VAT_PAYABLE', currency),
        amountMinor: -p.input.vatMinor,
        currency,
      });
    if (p.overchargeMinor > 0)
      lines.push({
        accountId: await ledgerAccount('REVENUE_OTHER', currency),
        amountMinor: -p.overchargeMinor,
        currency,
      });
    journals.push({
      type: 'TOLL',
      businessKey: `msts:${p.input.transactionId}`,
      occurredAt: new Date(p.input.exitAt),
      description: `MSTS ${p.input.tollDomain} ${p.plate}`,
      refs: {
        accountId: p.accountId,
        mstsTransactionId: p.input.transactionId,
        tollDomain: p.input.tollDomain,
      },
      lines,
    });
  }
  const booked = await postJournalsBulk(tx, journals);
  const records: repo.MstsRecord[] = planned.map((p) => ({
    transaction_id: p.input.transactionId,
    account_id: p.accountId,
    haulier_id: p.input.haulierId,
    plate: p.plate,
    vehicle_country: p.input.vehicleCountry,
    toll_domain: p.input.tollDomain,
    entry_point: p.input.entryPoint,
    entry_at: p.input.entryAt,
    exit_point: p.input.exitPoint,
    exit_at: p.input.exitAt,
    net_minor: p.input.netMinor,
    vat_minor: p.input.vatMinor,
    overcharge_bp: p.overchargeBp,
    overcharge_minor: p.overchargeMinor,
    total_minor: p.totalMinor,
    currency: p.input.currency,
    billed: p.input.billed,
    ledger_transaction_id: booked.get(`msts:${p.input.transactionId}`) ?? null,
  }));
  await repo.insertTransactions(tx, { batchId: result.batchId, source: from.source, now }, records);
  return result;
}

function identity(input: MstsTransactionInput) {
  return {
    transactionId: input.transactionId,
    plate: normalisePlate(input.plate),
    tollDomain: input.tollDomain,
    exitAt: input.exitAt,
    netMinor: input.netMinor,
    vatMinor: input.vatMinor,
    currency: input.currency,
  };
}
