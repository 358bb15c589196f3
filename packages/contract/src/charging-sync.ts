import { z } from 'zod';
import { recordIdTextSchema } from './record-id';

/** The wire shapes of the charging-system sync outbox (issue #17 "Sync with the charging system"). */
export const CHARGING_SYNC_ENTITIES = ['account', 'accountUnit', 'device'] as const;
export const chargingSyncEntitySchema = z.enum(CHARGING_SYNC_ENTITIES);

export const chargingSyncEventSchema = z.object({
  id: z.number().int(),
  entity: chargingSyncEntitySchema,
  entityId: z.number().int(),
  op: z.string(),
  payload: z.record(z.string(), z.unknown()),
  status: z.enum(['PENDING', 'DELIVERED']),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** Pending after several failed attempts: someone should look. */
  stuck: z.boolean(),
});
export type ChargingSyncEvent = z.infer<typeof chargingSyncEventSchema>;

export const chargingSyncListQuerySchema = z.object({
  state: z.enum(['stuck', 'pending', 'all']).default('pending'),
  entity: chargingSyncEntitySchema.optional(),
  entityId: recordIdTextSchema.optional(),
  /** The page size (the office's table pages with `page` and `pageSize`, which wins). */
  limit: z.coerce.number().int().min(1).max(500).default(100),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
});

export const chargingSyncListSchema = z.object({
  items: z.array(chargingSyncEventSchema),
  /** The events of the chosen state (and entity), all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pending: z.number().int(),
  stuck: z.number().int(),
});

export const chargingSyncEventIdParamSchema = z.object({ id: recordIdTextSchema });

export const chargingSyncRunSchema = z.object({
  delivered: z.number().int(),
  failed: z.number().int(),
});

/** The sync state of one vehicle (or account): its newest event. */
export const chargingSyncStateSchema = z.object({
  state: z.enum(['NONE', 'PENDING', 'STUCK', 'SYNCED']),
  lastEvent: chargingSyncEventSchema.nullable(),
});

export const chargingSandboxSchema = z.object({
  failing: z.boolean(),
  received: z.array(
    z.object({
      eventId: z.number().int(),
      entity: z.string(),
      entityId: z.number().int(),
      op: z.string(),
      receivedAt: z.string(),
    }),
  ),
});
export const chargingSandboxModeSchema = z.object({ failing: z.boolean() });

/** GET /accountUnits/syncState/account/{id}: each vehicle of a contract with its sync state. */
export const unitSyncStatesSchema = z.array(
  chargingSyncStateSchema.extend({ accountUnitId: z.number().int() }),
);
export type UnitSyncState = z.infer<typeof unitSyncStatesSchema>[number];

/** The answer of syncUnit and syncUnitsForAccount: events queued, then the delivery run's result. */
export const chargingSyncAnswerSchema = chargingSyncRunSchema.extend({ queued: z.number().int() });
