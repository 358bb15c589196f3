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

export const ledgerAuditFindings = new Gauge({
  name: 'toll_ledger_audit_findings',
  help: 'What the last ledger audit found, by check (0 everywhere is healthy)',
  labelNames: ['check'] as const,
  registers: [registry],
  async collect() {
    const run = source ? await latestAuditRun(source).catch(() => null) : null;
    this.reset();
    ok.reset();
    aged.reset();
    balance.reset();
    lastRun.reset();
    if (!run) return;
    for (const check of LEDGER_AUDIT_CHECKS)
      this.set({ check }, run.findings.find((f) => f.check === check)?.count ?? 0);
    ok.set(run.ok ? 1 : 0);
    lastRun.set(new Date(run.ran_at).getTime() / 1000);
    for (const a of run.aged) {
      aged.set({ account: a.kind, currency: a.currency }, a.agedMinor);
      balance.set({ account: a.kind, currency: a.currency }, a.balanceMinor);
    }
  },
});
const ok = new Gauge({
  name: 'toll_ledger_audit_ok',
  help: 'Whether the last ledger audit found nothing (1) or a breach (0)',
  registers: [registry],
});
const lastRun = new Gauge({
  name: 'toll_ledger_audit_last_run_seconds',
  help: 'When the last ledger audit ran (Unix time)',
  registers: [registry],
});
const balance = new Gauge({
  name: 'toll_ledger_audit_balance_minor',
  help: 'Balance of the card-gateway clearing and suspense accounts at the last audit, in minor units, by currency',
  labelNames: ['account', 'currency'] as const,
  registers: [registry],
});
const aged = new Gauge({
  name: 'toll_ledger_audit_aged_minor',
  help: 'The part of that balance older than the age limit (7 days), oldest money first',
  labelNames: ['account', 'currency'] as const,
  registers: [registry],
});

/** Points the gauges at the database (the app does, once per process or test app). */
export function watchLedgerAudit(db: Executor) {
  source = db;
}
