import type { FastifyReply } from 'fastify';
import type {
  JournalExportQuery,
  LedgerEntriesPage,
  LedgerEntriesQuery,
  LedgerHealth,
  TrialBalance,
  TrialBalanceExportQuery,
  TrialBalanceQuery,
} from '@toll/contract/ledger';
import type { LedgerAccountCodes } from '@toll/domain/chart-of-accounts';
import type { Lang } from '@toll/domain/languages';
import { parsePlainDate } from '@toll/domain/plain-date';
import {
  formatSofiaDisplay,
  nextSofiaMidnight,
  sofiaDate,
  startOfSofiaDay,
} from '@toll/domain/sofia-time';
import { formatPlainDate } from '@toll/domain/plain-date';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/http/app-error';
import { sendListExport, type ExportColumn } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import { latestAuditRun } from './audit-repo';
import {
  accountEntries,
  findLedgerAccount,
  streamJournalEntries,
  trialBalance,
  type JournalEntryLine,
  type TrialBalanceLine,
} from './reports';

/** The office's ledger reports (trial balance, drill-down); booking is posting.ts, called in-process. */
export type LedgerDeps = { db: Db; accountCodes: LedgerAccountCodes };

/** Sofia calendar days `from`…`to` (both included) as the instants [start of from, start of to+1). */
function period(fromText: string, toText: string): { from: Date; to: Date } {
  const from = parsePlainDate(fromText);
  const to = parsePlainDate(toText);
  if (!from || !to) throw badRequest('validation.invalidDate');
  const start = startOfSofiaDay(from);
  const end = nextSofiaMidnight(to);
  if (end.getTime() <= start.getTime()) throw badRequest('ledger.invalidPeriod', undefined, 'to');
  return { from: start, to: end };
}

const major = (minor: number) => minor / 100;

/** A trial balance line with its account's code in the chart of accounts. */
type CodedLine = TrialBalanceLine & { accountCode: string };

function trialBalanceColumns(lang: Lang): ExportColumn<CodedLine>[] {
  const t = translator(lang, 'exports');
  return [
    { header: t('ledger.accountId'), value: (r) => r.accountId, width: 10 },
    { header: t('ledger.kind'), value: (r) => t(`ledger.kinds.${r.kind}`), width: 34 },
    { header: t('ledger.accountCode'), value: (r) => r.accountCode, width: 12 },
    { header: t('ledger.ownerId'), value: (r) => r.ownerId, width: 10 },
    {
      header: t('ledger.owner'),
      value: (r) => [r.ownerNumber, r.ownerName].filter(Boolean).join(' · ') || null,
      width: 40,
    },
    { header: t('ledger.currency'), value: (r) => r.currency, width: 8 },
    { header: t('ledger.opening'), value: (r) => major(r.openingMinor), width: 16 },
    { header: t('ledger.debits'), value: (r) => major(r.debitsMinor), width: 16 },
    { header: t('ledger.credits'), value: (r) => major(-r.creditsMinor), width: 16 },
    { header: t('ledger.closing'), value: (r) => major(r.closingMinor), width: 16 },
  ];
}

/**
 * The journal export's columns (docs/operations.md "Journal export"): one row per entry, debit and
 * credit apart as positive amounts, the account's code and the counterparty, the journal's type,
 * document (business key) and the journal a correction reverses.
 */
function journalColumns(lang: Lang, codes: LedgerAccountCodes): ExportColumn<JournalEntryLine>[] {
  const t = translator(lang, 'exports');
  return [
    {
      header: t('journal.date'),
      value: (r) => formatPlainDate(sofiaDate(r.occurredAt)),
      width: 12,
    },
    { header: t('journal.moment'), value: (r) => formatSofiaDisplay(r.occurredAt), width: 20 },
    { header: t('journal.journal'), value: (r) => r.transactionId, width: 10 },
    { header: t('journal.type'), value: (r) => t(`ledger.transactionTypes.${r.type}`), width: 28 },
    { header: t('journal.document'), value: (r) => r.businessKey, width: 30 },
    { header: t('journal.description'), value: (r) => r.description, width: 30 },
    { header: t('journal.reverses'), value: (r) => r.reversesTransactionId, width: 10 },
    { header: t('ledger.accountCode'), value: (r) => codes[r.kind], width: 12 },
    { header: t('ledger.kind'), value: (r) => t(`ledger.kinds.${r.kind}`), width: 30 },
    {
      header: t('journal.counterparty'),
      value: (r) => [r.ownerNumber, r.ownerName].filter(Boolean).join(' · ') || null,
      width: 40,
    },
    { header: t('ledger.debits'), value: (r) => (r.amountMinor > 0 ? major(r.amountMinor) : null), width: 14 }, // prettier-ignore
    { header: t('ledger.credits'), value: (r) => (r.amountMinor < 0 ? major(-r.amountMinor) : null), width: 14 }, // prettier-ignore
    { header: t('ledger.currency'), value: (r) => r.currency, width: 8 },
  ];
}

export function createLedgerService({ db, accountCodes }: LedgerDeps) {
  /** The trial balance of the period, each account with its code in the chart of accounts. */
  async function coded(query: TrialBalanceQuery) {
    const result = await trialBalance(db, {
      ...period(query.from, query.to),
      currency: query.currency,
    });
    return {
      ...result,
      rows: result.rows.map((row) => ({ ...row, accountCode: accountCodes[row.kind] })),
    };
  }

  return {
    async trialBalance(query: TrialBalanceQuery): Promise<TrialBalance> {
      return { from: query.from, to: query.to, ...(await coded(query)) };
    },

    async export(query: TrialBalanceExportQuery, lang: Lang, reply: FastifyReply) {
      const result = await coded(query);
      const t = translator(lang, 'exports');
      const totals: CodedLine[] = result.totals.map((total) => ({
        ...total,
        accountId: 0,
        kind: 'TOTAL' as TrialBalanceLine['kind'],
        accountCode: '',
        ownerId: null,
        ownerName: null,
        ownerNumber: null,
      }));
      const columns = trialBalanceColumns(lang);
      columns[1] = {
        ...columns[1]!,
        value: (r) => (r.accountId === 0 ? t('ledger.total') : t(`ledger.kinds.${r.kind}`)),
      };
      columns[0] = { ...columns[0]!, value: (r) => (r.accountId === 0 ? null : r.accountId) };
      async function* rows() {
        yield* result.rows;
        yield* totals;
      }
      return sendListExport(reply, {
        format: query.format,
        baseName: `trial-balance-${query.from}-${query.to}`,
        sheetName: t('ledger.sheet'),
        rows: rows(),
        columns,
      });
    },

    /** Every entry of the period for an accounting package, streamed (CSV or XLSX). */
    async journalExport(query: JournalExportQuery, lang: Lang, reply: FastifyReply) {
      const t = translator(lang, 'exports');
      return sendListExport(reply, {
        format: query.format,
        baseName: `journal-${query.from}-${query.to}`,
        sheetName: t('journal.sheet'),
        rows: streamJournalEntries(db, {
          ...period(query.from, query.to),
          currency: query.currency,
        }),
        columns: journalColumns(lang, accountCodes),
      });
    },

    /** The ledger auditor's last run (auditor.ts), or an empty health before the first. */
    async health(): Promise<LedgerHealth> {
      const run = await latestAuditRun(db);
      if (!run) return { ranAt: null, ok: null, durationMs: null, findings: [], aged: [] };
      return {
        ranAt: new Date(run.ran_at).toISOString(),
        ok: run.ok,
        durationMs: run.duration_ms,
        findings: run.findings as LedgerHealth['findings'],
        aged: run.aged as LedgerHealth['aged'],
      };
    },

    async entries(accountId: number, query: LedgerEntriesQuery): Promise<LedgerEntriesPage> {
      const account = await findLedgerAccount(db, accountId);
      if (!account) throw new AppError(404, { code: 'ledger.notFound' });
      const range =
        query.from || query.to
          ? period(query.from ?? '2000-01-01', query.to ?? '2999-12-31')
          : { from: undefined, to: undefined };
      const page = await accountEntries(db, accountId, {
        page: query.page,
        pageSize: query.pageSize,
        ...range,
      });
      return {
        account,
        total: page.total,
        page: query.page,
        pageSize: query.pageSize,
        items: page.items.map((e) => ({ ...e, occurredAt: e.occurredAt.toISOString() })),
      };
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
