import { z } from 'zod';

/**
 * GET /history/{entity}/{id}: the change history of one back-office record, read from `audit_log`
 * (spec: every record staff change has a history view). Newest first. Each change lists the
 * fields that differ between `before` and `after` (added or removed fields have `null` on the
 * other side); an action with no before/after (a sign-in, a download) has no changes.
 */
export const HISTORY_ENTITIES = [
  'partner',
  'user',
  'pos',
  'account',
  'account-unit',
  'announcement',
  'vignette',
] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

export const recordHistoryParamsSchema = z.object({
  entity: z.string().regex(/^[a-z][a-z0-9-]{1,40}$/),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

export const historyChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const historyEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actor: z
    .object({ id: z.number().int(), username: z.string(), name: z.string().nullable() })
    .nullable(),
  changes: z.array(historyChangeSchema),
});

export const recordHistorySchema = z.object({ items: z.array(historyEntrySchema) });

export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export type RecordHistory = z.infer<typeof recordHistorySchema>;
