import type { Logger } from 'pino';
import {
  agedPart,
  auditHealthy,
  DEFAULT_AGE_DAYS,
  type AgedBalance,
  type LedgerAuditCheck,
  type LedgerAuditFinding,
} from '@toll/domain/ledger-audit';
import { addDays, formatPlainDate } from '@toll/domain/plain-date';
import { formatSofiaDisplay, sofiaDate } from '@toll/domain/sofia-time';
import type { Executor } from '../../platform/db/database';
import { translator } from '../../platform/i18n';
import type { MailMessage } from '../../platform/mail/compose';
import type { Jobs } from '../../platform/jobs';
import {
  agedAccounts,
  bankLinesWithoutJournal,
  invoiceNumberGaps,
  journalsWithoutSource,
  latestAuditRun,
  recordAuditRun,
  saleItemsWithoutJournal,
  unbalancedJournals,
} from './audit-repo';
import { sealDays, verifySeals } from './day-seals';
import { verifyLedgerBalances } from './posting';

/**
 * The ledger auditor (issue #31): every journal balances per currency, every balance and every
 * day of `ledger_daily` equals its entries, every issued sale item and booked bank line has its
 * journal and no such journal points at nothing, invoice numbers have no gap per issuer, the
 * sealed days still hash to their chained seals; the clearing and suspense accounts are aged. A
 * job every five minutes (`ledger.audit`) seals the days that ended and records the run, which
 * `/metrics` reports (audit-metrics.ts); `npm run audit:ledger` runs it on demand.
 */
export type LedgerAudit = {
  ranAt: Date;
  durationMs: number;
  ok: boolean;
  findings: LedgerAuditFinding[];
  aged: AgedBalance[];
  sealed: number;
};

const RUNS_KEPT_MS = 30 * 24 * 60 * 60_000;

export async function auditLedger(
  exec: Executor,
  options: {
    now: Date;
    ageDays?: number;
    seal?: boolean;
    record?: boolean;
    /** Verify only the seals of the last this many days (the job: 31); default all of them. */
    sealWindowDays?: number;
  },
): Promise<LedgerAudit> {
  const started = Date.now();
  const sealed = options.seal === false ? 0 : await sealDays(exec, options.now);
  const mismatches = await verifyLedgerBalances(exec);
  const sinceDay =
    options.sealWindowDays === undefined
      ? undefined
      : formatPlainDate(addDays(sofiaDate(options.now), -options.sealWindowDays));
  const badSeals = await verifySeals(exec, { sinceDay });
  const checks: [LedgerAuditCheck, { count: number; sample: string[] }][] = [
    ['unbalancedJournals', await unbalancedJournals(exec)],
    [
      'balanceMismatches',
      {
        count: mismatches.length,
        sample: mismatches
          .slice(0, 10)
          .map((m) => `account ${m.accountId}${m.day ? ` on ${m.day}` : ''}`),
      },
    ],
    ['saleItemsWithoutJournal', await saleItemsWithoutJournal(exec)],
    ['bankLinesWithoutJournal', await bankLinesWithoutJournal(exec)],
    ['journalsWithoutSource', await journalsWithoutSource(exec)],
    ['invoiceNumberGaps', await invoiceNumberGaps(exec)],
    ['sealMismatches', { count: badSeals.length, sample: badSeals.slice(0, 10) }],
  ];
  const findings = checks.map(([check, found]) => ({ check, ...found }));
  const ageDays = options.ageDays ?? DEFAULT_AGE_DAYS;
  const since = new Date(options.now.getTime() - ageDays * 24 * 60 * 60_000);
  const aged = (await agedAccounts(exec, since)).map((row) => {
    const balanceMinor = row.normal * Number(row.balance_minor);
    return {
      kind: row.kind,
      currency: row.currency,
      balanceMinor,
      agedMinor: agedPart(balanceMinor, row.normal * Number(row.recent_minor)),
    };
  });
  const audit = {
    ranAt: options.now,
    durationMs: Date.now() - started,
    ok: auditHealthy(findings),
    findings,
    aged,
    sealed,
  };
  if (options.record !== false)
    await recordAuditRun(exec, audit, new Date(options.now.getTime() - RUNS_KEPT_MS));
  return audit;
}

const failing = (findings: readonly { check: string; count: number }[]) =>
  findings
    .filter((f) => f.count > 0)
    .map((f) => f.check)
    .sort()
    .join(',');

/**
 * One scheduled run: the audit, recorded, and a mail to the finance mailbox (FINANCE_MAIL) when a
 * breach appears or its failing checks change since the previous run (not on every run).
 */
export async function auditAndNotify(deps: {
  db: Executor;
  jobs: Pick<Jobs, 'send'>;
  now: Date;
  financeMail: string | null;
}): Promise<{ audit: LedgerAudit; mailed: boolean }> {
  const previous = await latestAuditRun(deps.db);
  const audit = await auditLedger(deps.db, { now: deps.now, sealWindowDays: 31 });
  const changed = failing(audit.findings) !== failing(previous?.findings ?? []);
  if (audit.ok || !changed || !deps.financeMail) return { audit, mailed: false };
  const lang = 'bg';
  const t = translator(lang, 'mail');
  const findings = audit.findings
    .filter((f) => f.count > 0)
    .map((f) => `${t(`ledgerBreach.checks.${f.check}`)}: ${f.count} (${f.sample.join(', ')})`)
    .join('\n');
  const message: MailMessage = {
    kind: 'ledgerBreach',
    to: deps.financeMail,
    lang,
    vars: { ranAt: formatSofiaDisplay(deps.now), findings },
  };
  await deps.jobs.send(deps.db, 'mail.send', message);
  return { audit, mailed: true };
}

/** Queue `ledger.audit`: every five minutes, one run in the cluster (pg-boss cron). */
export async function startLedgerAuditWorker(
  jobs: Jobs,
  db: Executor,
  options: { now: () => Date; financeMail: string | null },
  logger: Logger,
) {
  await jobs.schedule('ledger.audit', '*/5 * * * *');
  await jobs.work('ledger.audit', async () => {
    const { audit, mailed } = await auditAndNotify({
      db,
      jobs,
      now: options.now(),
      financeMail: options.financeMail,
    });
    const found = audit.findings.filter((f) => f.count > 0);
    if (audit.ok) logger.info({ sealed: audit.sealed, ms: audit.durationMs }, 'ledger audit: ok');
    else logger.error({ findings: found, mailed, ms: audit.durationMs }, 'ledger audit: breach');
  });
}
