import { z } from 'zod';
import {
  billingRunInputSchema,
  billingRunResultSchema,
  idParamSchema,
  serviceFeeDefinitionInputSchema,
  serviceFeeDefinitionSchema,
  serviceFeeDefinitionUpdateSchema,
  serviceFeeListQuerySchema,
  serviceFeePageSchema,
} from '@toll/contract/billing';
import { parsePlainDate } from '@toll/domain/plain-date';
import type { App } from '../../platform/app-types';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import {
  cancelFee,
  createDefinition,
  getDefinition,
  listDefinitions,
  listFees,
  updateDefinition,
} from './definitions';
import { runBilling } from './fee-run';
import { registerInvoiceRoutes } from './invoice-routes';

/** Service fees (flag SERVICE_FEES) and invoices (flag INVOICES): issue #19 items 4 and 5. */
export type BillingDeps = { db: Db; clock: Clock; jobs?: Jobs };

const feeTags = ['Service fees'];
const okSchema = z.object({ ok: z.literal(true) });

export function registerBillingRoutes(app: App, deps: BillingDeps) {
  const { db, clock } = deps;
  registerInvoiceRoutes(app, deps);

  app.get(
    '/service-fees/definitions',
    {
      config: { access: 'service-fees', owner: 'agency' },
      schema: {
        tags: feeTags,
        summary: 'Service fee definitions (active first, by name)',
        response: { 200: z.array(serviceFeeDefinitionSchema) },
      },
    },
    () => listDefinitions(db),
  );

  app.post(
    '/service-fees/definitions',
    {
      config: { access: 'service-fees.write', owner: 'agency' },
      schema: {
        tags: feeTags,
        summary: 'Create a service fee definition',
        body: serviceFeeDefinitionInputSchema,
        response: { 201: serviceFeeDefinitionSchema },
      },
    },
    async (request, reply) => {
      const created = await db.transaction(async (tx) => {
        const definition = await createDefinition(tx, request.body);
        await audit(tx, request, {
          action: 'serviceFee.create',
          entity: 'service_fee_definition',
          entityId: definition.id,
          after: definition,
        });
        return definition;
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/service-fees/definitions/:id',
    {
      config: { access: 'service-fees.write', owner: 'agency' },
      schema: {
        tags: feeTags,
        summary: 'Change a definition (optimistic: the version read); generated fees keep theirs',
        params: idParamSchema,
        body: serviceFeeDefinitionUpdateSchema,
        response: { 200: serviceFeeDefinitionSchema },
      },
    },
    (request) =>
      db.transaction(async (tx) => {
        const before = await getDefinition(tx, request.params.id);
        const after = await updateDefinition(tx, request.params.id, request.body);
        await audit(tx, request, {
          action: 'serviceFee.update',
          entity: 'service_fee_definition',
          entityId: after.id,
          before,
          after,
        });
        return after;
      }),
  );

  app.get(
    '/service-fees',
    {
      config: { access: 'service-fees', owner: 'agency' },
      schema: {
        tags: feeTags,
        summary:
          'Generated service fees, paged (filters f_accountId, f_paymentStatus, f_definitionId)',
        querystring: serviceFeeListQuerySchema,
        response: { 200: serviceFeePageSchema },
      },
    },
    (request) => listFees(db, request.query),
  );

  app.post(
    '/service-fees/:id/cancel',
    {
      config: { access: 'service-fees.write', owner: 'agency' },
      schema: {
        tags: feeTags,
        summary: 'Cancel an unpaid fee that is not invoiced yet',
        params: idParamSchema,
        response: { 200: okSchema },
      },
    },
    (request) =>
      db.transaction(async (tx) => {
        await cancelFee(tx, request.params.id);
        await audit(tx, request, {
          action: 'serviceFee.cancel',
          entity: 'service_fee',
          entityId: request.params.id,
        });
        return { ok: true as const };
      }),
  );

  app.post(
    '/service-fees/run',
    {
      config: { access: 'service-fees.write', owner: 'agency' },
      schema: {
        tags: feeTags,
        summary:
          'The billing run for a day: generate the fees contracts owe and invoice those due (safe to repeat)',
        body: billingRunInputSchema,
        response: { 200: billingRunResultSchema },
      },
    },
    async (request) => {
      const date = request.body.date ? (parsePlainDate(request.body.date) ?? undefined) : undefined;
      const result = await runBilling(db, clock.now(), date);
      await audit(db, request, {
        action: 'serviceFee.run',
        entity: 'billing_run',
        entityId: null,
        after: result,
      });
      return result;
    },
  );
}
