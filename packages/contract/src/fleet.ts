import { z } from 'zod';
import { FLEET_EVENTS, FLEET_KEY_SCOPES } from '@toll/domain/fleet';
import { TOP_UP_MAX_MINOR, TOP_UP_MIN_MINOR } from './contract-payments';
import { recordIdTextSchema } from './record-id';
import { gatewayFormSchema } from './sales';

/**
 * The fleet API (`/api/fleet/v1/…`, issue #36): a toll client's own machines, with a key the
 * client's administrator made in the portal, read the client's contracts and balances, vehicles
 * and devices, toll transactions, invoices and payments, and make card top-up links. The portal's
 * side: the keys and the webhook endpoints with their deliveries.
 */

const isoTime = z.string().meta({ description: 'ISO 8601 time (UTC)' });
const plainDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ description: 'A calendar day (Europe/Sofia), YYYY-MM-DD' });

// ---- keys (portal)

export const fleetKeyScopeSchema = z.enum(FLEET_KEY_SCOPES);

export const fleetKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: fleetKeyScopeSchema,
  keyPrefix: z.string(),
  createdAt: isoTime,
  lastUsedAt: isoTime.nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: isoTime.nullable(),
  replacedBy: z.number().int().nullable(),
});
export type FleetKey = z.infer<typeof fleetKeySchema>;

export const fleetKeyCreateSchema = z
  .object({ name: z.string().trim().min(1).max(80), scope: fleetKeyScopeSchema })
  .strict();
export type FleetKeyCreate = z.infer<typeof fleetKeyCreateSchema>;

/** A new key: the only time its text is shown. */
export const fleetKeyIssuedSchema = z.object({ key: z.string(), apiKey: fleetKeySchema });
export type FleetKeyIssued = z.infer<typeof fleetKeyIssuedSchema>;

export const fleetKeyUseSchema = z.object({
  usedAt: isoTime,
  ip: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
});
export const fleetKeyUsesSchema = z.array(fleetKeyUseSchema);
export type FleetKeyUse = z.infer<typeof fleetKeyUseSchema>;

export const fleetIdParamSchema = z.object({ id: recordIdTextSchema });

// ---- webhooks (portal)

export const fleetEventSchema = z.enum(FLEET_EVENTS);

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(fleetEventSchema),
  enabled: z.boolean(),
  disabledAt: isoTime.nullable(),
  disabledReason: z.string().nullable(),
  createdAt: isoTime,
  /** Deliveries still waiting for a 2xx. */
  pending: z.number().int(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointInputSchema = z
  .object({
    url: z.string().trim().min(1).max(500),
    description: z.string().trim().max(200).default(''),
    events: z.array(fleetEventSchema).min(1).max(FLEET_EVENTS.length),
    enabled: z.boolean().default(true),
  })
  .strict();
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

/** A new endpoint: the only time its signing secret (`whsec_…`) is shown. */
export const webhookEndpointCreatedSchema = z.object({
  secret: z.string(),
  endpoint: webhookEndpointSchema,
});

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  state: z.enum(['PENDING', 'DELIVERED', 'FAILED']),
  attempts: z.number().int(),
  nextAttemptAt: isoTime.nullable(),
  createdAt: isoTime,
  deliveredAt: isoTime.nullable(),
  /** The last attempt: what was sent and what came back. */
  last: z
    .object({
      attemptedAt: isoTime,
      requestHeaders: z.record(z.string(), z.string()),
      requestBody: z.string(),
      responseStatus: z.number().int().nullable(),
      responseBody: z.string().nullable(),
      error: z.string().nullable(),
      durationMs: z.number().int(),
    })
    .nullable(),
});
export const webhookDeliveriesSchema = z.array(webhookDeliverySchema);
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

// ---- the fleet API

export const fleetBalancesSchema = z.object({
  currency: z.enum(['BGN', 'EUR']),
  /** Prepaid: the main and secondary balances (the customer's money, positive in credit). */
  prepaidMainMinor: z.number().int(),
  prepaidSecondaryMinor: z.number().int(),
  /** Postpaid: what is owed and not yet paid. */
  postpaidDueMinor: z.number().int(),
  creditLimitMinor: z.number().int(),
  depositMinor: z.number().int(),
  /** The low-balance threshold (`balance.low` when the available balance falls below it). */
  lowBalancePercent: z.number().int().nullable(),
});

export const fleetContractSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  type: z.enum(['PREPAID', 'POSTPAID']),
  status: z.string(),
  balances: fleetBalancesSchema,
});
export type FleetContract = z.infer<typeof fleetContractSchema>;
export const fleetContractsSchema = z.object({ items: z.array(fleetContractSchema) });

export const fleetVehicleSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  countryCode: z.string(),
  plate: z.string(),
  status: z.string(),
  vehicleType: z.string(),
  totalAxles: z.number().int(),
  emissionClass: z.number().int(),
  devices: z.array(
    z.object({
      number: z.string(),
      serialNumber: z.string(),
      type: z.string(),
      status: z.string(),
      attachedAt: isoTime,
    }),
  ),
});
export const fleetVehiclesSchema = z.object({ items: z.array(fleetVehicleSchema) });

export const FLEET_PAGE_MAX = 500;

export const fleetTransactionsQuerySchema = z
  .object({
    contractId: recordIdTextSchema.optional(),
    plate: z.string().trim().min(1).max(20).optional(),
    segment: z.string().trim().min(1).max(40).optional(),
    from: isoTime.pipe(z.iso.datetime({ offset: true })).optional(),
    to: isoTime.pipe(z.iso.datetime({ offset: true })).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(FLEET_PAGE_MAX).default(100),
  })
  .strict();
export type FleetTransactionsQuery = z.infer<typeof fleetTransactionsQuerySchema>;

export const fleetTransactionSchema = z.object({
  transactionId: z.string(),
  contractId: z.number().int(),
  plate: z.string(),
  deviceId: z.string().nullable(),
  segmentId: z.string(),
  entryAt: isoTime,
  exitAt: isoTime,
  km: z.number(),
  category: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  status: z.string(),
});
export const fleetTransactionPageSchema = z.object({
  items: z.array(fleetTransactionSchema),
  /** Give it back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

export const fleetDailySummaryQuerySchema = z
  .object({
    from: plainDate,
    to: plainDate,
    contractId: recordIdTextSchema.optional(),
  })
  .strict();
export const fleetDailySummarySchema = z.object({
  items: z.array(
    z.object({
      day: plainDate,
      contractId: z.number().int(),
      currency: z.string(),
      transactions: z.number().int(),
      amountMinor: z.number().int(),
      km: z.number(),
      vehicles: z.number().int(),
    }),
  ),
});
export type FleetDailySummary = z.infer<typeof fleetDailySummarySchema>;

export const fleetInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  documentType: z.string(),
  issuedOn: plainDate,
  contractId: z.number().int(),
  currency: z.string(),
  netMinor: z.number().int(),
  vatMinor: z.number().int(),
  grossMinor: z.number().int(),
  status: z.string(),
  relatedInvoiceId: z.number().int().nullable(),
});
export const fleetInvoicesSchema = z.object({ items: z.array(fleetInvoiceSchema) });
export const fleetListQuerySchema = z
  .object({
    contractId: recordIdTextSchema.optional(),
    from: plainDate.optional(),
    to: plainDate.optional(),
  })
  .strict();

export const fleetPaymentSchema = z.object({
  id: z.number().int(),
  number: z.string().nullable(),
  kind: z.string(),
  contractId: z.number().int(),
  paymentDate: plainDate,
  amountMinor: z.number().int(),
  currency: z.string(),
  target: z.string(),
});
export const fleetPaymentsSchema = z.object({ items: z.array(fleetPaymentSchema) });

export const fleetTopUpLinkBodySchema = z
  .object({
    amountMinor: z.number().int().min(TOP_UP_MIN_MINOR).max(TOP_UP_MAX_MINOR),
    lang: z.enum(['bg', 'en']).default('bg'),
  })
  .strict();
export const fleetTopUpLinkSchema = z.object({
  cardPaymentId: z.string(),
  /** Open in a browser: it takes the payer to the card gateway's page. */
  url: z.string(),
  /** The same as a form to post, for those who prefer it. */
  payment: gatewayFormSchema,
});
