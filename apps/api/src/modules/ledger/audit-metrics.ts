import { Gauge } from 'prom-client';
import { LEDGER_AUDIT_CHECKS } from '@toll/domain/ledger-audit';
import type { Executor } from '../../platform/db/database';
import { registry } from '../../platform/metrics';
import { latestAuditRun } from './audit-repo';

/**
 * The ledger auditor's last run as Prometheus gauges, read from `ledger_audit_runs` when
 * `/metrics` is scraped (the run may have been made by another process: a worker).
 */
let source: Executor | null = null;

/**
 * One read of the last run per scrape: prom-client starts every metric's collect at once, so the
 * gauges share the read in flight and each sets its own values (a gauge set from another's collect
 * could be read before the value arrived).
 */
type Run = Awaited<ReturnType<typeof latestAuditRun>>;
let inFlight: Promise<Run | null> | null = null;
function lastAuditRun(): Promise<Run | null> {
  inFlight ??= (source ? latestAuditRun(source).catch(() => null) : Promise.resolve(null)).finally(
    () => {
      inFlight = null;
    },
  );
  return inFlight;
}

export const ledgerAuditFindings = new Gauge({
  name: 'toll_ledger_audit_findings',
  help: 'What the last ledger audit found, by check (0 everywhere is healthy)',
  labelNames: ['check'] as const,
  registers: [registry],
  async collect() {
    const run = await lastAuditRun();
    this.reset();
    if (!run) return;
    for (const check of LEDGER_AUDIT_CHECKS)
      this.set({ check }, run.findings.find((f) => f.check === check)?.count ?? 0);
  },
});
const ok = new Gauge({
  name: 'toll_ledger_audit_ok',
  help: 'Whether the last ledger audit found nothing (1) or a breach (0)',
  registers: [registry],
  async collect() {
    const run = await lastAuditRun();
    this.reset();
    if (run) this.set(run.ok ? 1 : 0);
  },
});
const lastRun = new Gauge({
  name: 'toll_ledger_audit_last_run_seconds',
  help: 'When the last ledger audit ran (Unix time)',
  registers: [registry],
  async collect() {
    const run = await lastAuditRun();
    this.reset();
    if (run) this.set(new Date(run.ran_at).getTime() / 1000);
  },
});
/** A gauge of the aged accounts (card-gateway clearing, suspense) by account and currency. */
function agedAccountsGauge(name: string, help: string, pick: 'balanceMinor' | 'agedMinor') {
  return new Gauge({
    name,
    help,
    labelNames: ['account', 'currency'] as const,
    registers: [registry],
    async collect() {
      const run = await lastAuditRun();
      this.reset();
      for (const a of run?.aged ?? []) this.set({ account: a.kind, currency: a.currency }, a[pick]);
    },
  });
}
const balance = agedAccountsGauge(
  'toll_ledger_audit_balance_minor',
  'Balance of the card-gateway clearing and suspense accounts at the last audit, in minor units, by currency',
  'balanceMinor',
);
const aged = agedAccountsGauge(
  'toll_ledger_audit_aged_minor',
  'The part of that balance older than the age limit (7 days), oldest money first',
  'agedMinor',
);
void [ok, lastRun, balance, aged];

/** Points the gauges at the database (the app does, once per process or test app). */
export function watchLedgerAudit(db: Executor) {
  source = db;
}
