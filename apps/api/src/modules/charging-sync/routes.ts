import {
  chargingSandboxModeSchema,
  chargingSandboxSchema,
  chargingSyncEventIdParamSchema,
  chargingSyncListQuerySchema,
  chargingSyncListSchema,
  chargingSyncRunSchema,
} from '@toll/contract/charging-sync';
import type { App } from '../../platform/app-types';
import { audit } from '../../platform/audit';
import { AppError } from '../../platform/http/app-error';
import type { SandboxChargingSystem } from './charging-system';
import { deliverDue, listEvents, retryNow, type DeliveryDeps } from './delivery';

const tags = ['Charging-system sync'];
// decision: the sync state is read like vehicles and driven like vehicle changes
const read = { access: 'charging-sync' as const, owner: 'agency' as const };
const write = { access: 'charging-sync.write' as const, owner: 'agency' as const };

/** The outbox seen and driven by staff: pending and stuck events, retry one, deliver now. */
export function registerChargingSyncRoutes(app: App, deps: DeliveryDeps) {
  const { db, clock, system } = deps;
  app.get(
    '/charging-sync/events',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Charging-system sync events: pending (default), stuck (failed 5 times or more) or all; by entity',
        querystring: chargingSyncListQuerySchema,
        response: { 200: chargingSyncListSchema },
      },
    },
    (request) => listEvents(db, request.query),
  );

  app.post(
    '/charging-sync/events/:id/retry',
    {
      config: write,
      schema: {
        tags,
        summary: 'Try a waiting event again now (its backoff dropped), then deliver what is due',
        params: chargingSyncEventIdParamSchema,
        response: { 200: chargingSyncRunSchema },
      },
    },
    async (request) => {
      if (!(await retryNow(db, clock, request.params.id)))
        throw new AppError(404, { code: 'chargingSync.eventNotFound' });
      await audit(db, request, {
        action: 'charging-sync.retry',
        entity: 'charging-sync-event',
        entityId: request.params.id,
      });
      return deliverDue(deps);
    },
  );

  app.post(
    '/charging-sync/deliver',
    {
      config: write,
      schema: {
        tags,
        summary: 'Deliver the due events now (the job does it every minute)',
        response: { 200: chargingSyncRunSchema },
      },
    },
    () => deliverDue(deps),
  );

  if (system.kind !== 'sandbox') return;
  const sandbox = system as SandboxChargingSystem;
  const view = () => ({
    failing: sandbox.failing,
    received: sandbox.received.slice(-200).map((m) => ({
      eventId: m.eventId,
      entity: m.entity,
      entityId: m.entityId,
      op: m.op,
      receivedAt: m.receivedAt,
    })),
  });
  app.get(
    '/charging-sync/sandbox',
    {
      config: read,
      schema: {
        tags,
        summary: 'The local charging-system sandbox: what it received (this process) and its mode',
        response: { 200: chargingSandboxSchema },
      },
    },
    () => view(),
  );
  app.put(
    '/charging-sync/sandbox',
    {
      config: write,
      schema: {
        tags,
        summary: 'Tell the sandbox to refuse every event (failing: true) or to accept again',
        body: chargingSandboxModeSchema,
        response: { 200: chargingSandboxSchema },
      },
    },
    (request) => {
      sandbox.failing = request.body.failing;
      return view();
    },
  );
}
