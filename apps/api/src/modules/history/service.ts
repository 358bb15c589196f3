import type { HistoryEntry, RecordHistory } from '@toll/contract/record-history';
import { can, type AccessContext } from '@toll/domain/access';
import type { Capability } from '@toll/domain/access-rules';
import type { Principal } from '../../platform/auth/access-control';
import type { Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { auditOf, partnerOfRecord } from './repo';

/**
 * Record history (GET /history/{entity}/{id}) read from audit_log. Each entity is guarded by the
 * capability of the record itself; its name is the `entity` its audit rows carry.
 */
export const HISTORY_ACCESS: Readonly<Record<string, Capability>> = {
  partner: 'partner-management',
  user: 'user-management',
  pos: 'pos-management',
  account: 'contract-management',
  'account-unit': 'vehicle-management',
  announcement: 'announcements',
  'bank-statement': 'bank-report',
  'bank-transaction': 'bank-report',
  // a vignette's plate corrections (issue #38), read by the agency's accountants and admins
  vignette: 'report',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The top-level fields that differ between two snapshots (nested values compared as JSON). */
export function changedFields(before: unknown, after: unknown): HistoryEntry['changes'] {
  if (before == null && after == null) return [];
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
  return keys
    .filter((key) => JSON.stringify(b[key] ?? null) !== JSON.stringify(a[key] ?? null))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}

export function createHistoryService(deps: { db: Executor; context: AccessContext }) {
  return {
    async history(principal: Principal, entity: string, id: string): Promise<RecordHistory> {
      const capability = HISTORY_ACCESS[entity];
      if (!capability) throw new AppError(404, { code: 'history.unknownEntity' });
      if (!can(principal, capability, deps.context))
        throw new AppError(403, { code: 'common.forbidden' });
      // a partner's administrator reads the history of its own partner's users and points of sale
      if ((entity === 'user' || entity === 'pos') && !can(principal, 'pos.loadAll', deps.context)) {
        const owner = await partnerOfRecord(deps.db, entity, id);
        if (principal.partnerId === null || owner !== principal.partnerId)
          throw new AppError(403, { code: 'common.forbidden' });
      }
      const rows = await auditOf(deps.db, entity, id);
      return {
        items: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          action: r.action,
          actor:
            r.actorId === null || r.username === null
              ? null
              : { id: r.actorId, username: r.username, name: r.name },
          changes: changedFields(r.before, r.after),
        })),
      };
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
