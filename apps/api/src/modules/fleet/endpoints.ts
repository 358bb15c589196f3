import { lookup } from 'node:dns/promises';
import { sql } from 'drizzle-orm';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointInput } from '@toll/contract/fleet';
import {
  FLEET_TEST_EVENT,
  WEBHOOK_RETRY_WINDOW_MS,
  isPrivateAddress,
  type FleetEvent,
} from '@toll/domain/fleet';
import type { Clock } from '../../platform/clock';
import { queryRows, type Db, type Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { emitClientEvent } from './outbox';
import { newWebhookSecret } from './signing';

/** Deliveries listed per endpoint in the portal (the newest). */
const DELIVERIES_LISTED = 100;
/** Endpoints one client may have. */
const MAX_ENDPOINTS = 20;

type EndpointRow = {
  id: number;
  url: string;
  description: string;
  events: FleetEvent[] | string;
  enabled: boolean;
  disabled_at: Date | string | null;
  disabled_reason: string | null;
  created_at: Date | string;
  pending: number;
};
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const pgArray = (v: string[] | string): string[] =>
  Array.isArray(v)
    ? v
    : v
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);
const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({
  id: Number(r.id),
  url: r.url,
  description: r.description,
  events: pgArray(r.events) as FleetEvent[],
  enabled: r.enabled,
  disabledAt: iso(r.disabled_at),
  disabledReason: r.disabled_reason,
  createdAt: iso(r.created_at)!,
  pending: Number(r.pending ?? 0),
});
const SELECT = sql`select e.id, e.url, e.description, e.events, e.enabled, e.disabled_at,
  e.disabled_reason, e.created_at,
  (select count(*)::int from webhook_deliveries d where d.endpoint_id = e.id and d.state = 'PENDING') as pending
  from webhook_endpoints e`;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * What is wrong with a webhook URL by its shape alone (the address it resolves to is checked
 * when it is registered and at each delivery), or null: HTTPS, or plain HTTP to this machine
 * outside production; no credentials in it; at most 500 characters.
 */
export function webhookUrlProblem(
  text: string,
  production: boolean,
): 'invalidUrl' | 'httpsRequired' | 'credentialsInUrl' | null {
  if (text.length > 500) return 'invalidUrl';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalidUrl';
  }
  if (url.username || url.password) return 'credentialsInUrl';
  if (url.protocol === 'https:') return url.hostname ? null : 'invalidUrl';
  if (url.protocol === 'http:' && !production && LOCAL_HOSTS.has(url.hostname)) return null;
  return url.protocol === 'http:' ? 'httpsRequired' : 'invalidUrl';
}

/**
 * Refuses a webhook URL by its shape (HTTPS; http only to this machine outside production) and,
 * in production, one whose host resolves to a private or loopback address (SSRF); the delivery
 * checks the address again when it connects.
 */
export async function checkWebhookUrl(url: string, production: boolean): Promise<void> {
  const problem = webhookUrlProblem(url, production);
  if (problem) throw new AppError(422, { code: `fleet.${problem}`, field: 'url' });
  if (!production) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = await lookup(host, { all: true }).catch(() => []);
  if (addresses.length === 0)
    throw new AppError(422, { code: 'fleet.unresolvableHost', field: 'url' });
  if (addresses.some((a) => isPrivateAddress(a.address)))
    throw new AppError(422, { code: 'fleet.privateAddress', field: 'url' });
}

export function createWebhookEndpoints(deps: { db: Db; clock: Clock; production: boolean }) {
  const { db, clock } = deps;

  async function own(tx: Executor, clientId: number, id: number): Promise<EndpointRow> {
    const rows = await queryRows<EndpointRow>(
      tx,
      sql`${SELECT} where e.id = ${id} and e.client_id = ${clientId} and e.deleted_at is null`,
    );
    if (!rows[0]) throw new AppError(404, { code: 'fleet.endpointNotFound' });
    return rows[0];
  }

  const eventsArray = (events: readonly string[]) =>
    sql`array[${sql.join(
      [...new Set(events)].map((e) => sql`${e}`),
      sql`, `,
    )}]::text[]`;

  return {
    async list(clientId: number): Promise<WebhookEndpoint[]> {
      const rows = await queryRows<EndpointRow>(
        db,
        sql`${SELECT} where e.client_id = ${clientId} and e.deleted_at is null order by e.id`,
      );
      return rows.map(toEndpoint);
    },

    async create(
      clientId: number,
      input: Required<WebhookEndpointInput>,
      userId: number | null,
    ): Promise<{ secret: string; endpoint: WebhookEndpoint }> {
      await checkWebhookUrl(input.url, deps.production);
      const secret = newWebhookSecret();
      return db.transaction(async (tx) => {
        const count = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from webhook_endpoints
              where client_id = ${clientId} and deleted_at is null`,
        );
        if (Number(count[0]!.n) >= MAX_ENDPOINTS)
          throw new AppError(409, {
            code: 'fleet.tooManyEndpoints',
            params: { max: MAX_ENDPOINTS },
          });
        const made = await queryRows<{ id: number }>(
          tx,
          sql`insert into webhook_endpoints (client_id, url, description, events, secret, enabled,
                created_by, created_at)
              values (${clientId}, ${input.url}, ${input.description}, ${eventsArray(input.events)},
                ${secret}, ${input.enabled}, ${userId}, ${clock.now().toISOString()})
              returning id`,
        );
        return { secret, endpoint: toEndpoint(await own(tx, clientId, Number(made[0]!.id))) };
      });
    },

    /** Changes the URL, events, description; enabling a disabled one clears its failure. */
    async update(
      clientId: number,
      id: number,
      input: Required<WebhookEndpointInput>,
    ): Promise<WebhookEndpoint> {
      await checkWebhookUrl(input.url, deps.production);
      return db.transaction(async (tx) => {
        await own(tx, clientId, id);
        await tx.execute(
          sql`update webhook_endpoints set url = ${input.url}, description = ${input.description},
                events = ${eventsArray(input.events)}, enabled = ${input.enabled},
                disabled_at = case when ${input.enabled} then null else coalesce(disabled_at, ${clock.now().toISOString()}::timestamptz) end,
                disabled_reason = case when ${input.enabled} then null else coalesce(disabled_reason, 'BY_CUSTOMER') end
              where id = ${id}`,
        );
        return toEndpoint(await own(tx, clientId, id));
      });
    },

    /** Removes an endpoint: nothing more is sent to it (its history goes with it). */
    async remove(clientId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await own(tx, clientId, id);
        await tx.execute(
          sql`update webhook_endpoints set deleted_at = ${clock.now().toISOString()}, enabled = false
              where id = ${id}`,
        );
        await tx.execute(
          sql`update webhook_deliveries set state = 'FAILED', owner = null, lease_until = null
              where endpoint_id = ${id} and state = 'PENDING'`,
        );
      });
    },

    /** A `webhook.test` event to this endpoint alone, delivered like any other. */
    async sendTest(clientId: number, id: number): Promise<{ eventId: string }> {
      return db.transaction(async (tx) => {
        await own(tx, clientId, id);
        const eventId = await emitClientEvent(tx, clientId, {
          type: FLEET_TEST_EVENT,
          data: { message: 'This is a test event from the BG TOLL fleet API.' },
          now: clock.now(),
          endpointId: id,
        });
        return { eventId: eventId! };
      });
    },

    async deliveries(clientId: number, id: number): Promise<WebhookDelivery[]> {
      await own(db, clientId, id);
      const rows = await queryRows<{
        id: number;
        event_id: string;
        type: string;
        state: WebhookDelivery['state'];
        attempts: number;
        next_attempt_at: Date | string;
        created_at: Date | string;
        delivered_at: Date | string | null;
        attempted_at: Date | string | null;
        request_headers: Record<string, string> | string | null;
        request_body: string | null;
        response_status: number | null;
        response_body: string | null;
        error: string | null;
        duration_ms: number | null;
      }>(
        db,
        sql`select d.id, d.event_id, v.type, d.state, d.attempts, d.next_attempt_at, d.created_at,
              d.delivered_at, a.attempted_at, a.request_headers, a.request_body, a.response_status,
              a.response_body, a.error, a.duration_ms
            from webhook_deliveries d join webhook_events v on v.id = d.event_id
            left join lateral (select * from webhook_attempts a where a.delivery_id = d.id
              order by a.id desc limit 1) a on true
            where d.endpoint_id = ${id} order by d.id desc limit ${DELIVERIES_LISTED}`,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        eventId: r.event_id,
        eventType: r.type,
        state: r.state,
        attempts: Number(r.attempts),
        nextAttemptAt: r.state === 'PENDING' ? iso(r.next_attempt_at) : null,
        createdAt: iso(r.created_at)!,
        deliveredAt: iso(r.delivered_at),
        last:
          r.attempted_at === null
            ? null
            : {
                attemptedAt: iso(r.attempted_at)!,
                requestHeaders:
                  typeof r.request_headers === 'string'
                    ? (JSON.parse(r.request_headers) as Record<string, string>)
                    : (r.request_headers ?? {}),
                requestBody: r.request_body ?? '',
                responseStatus: r.response_status === null ? null : Number(r.response_status),
                responseBody: r.response_body,
                error: r.error,
                durationMs: Number(r.duration_ms ?? 0),
              },
      }));
    },

    /**
     * Sends a delivery again by hand, under its event's id: due now, with a fresh 24-hour window.
     * A delivery being sent at this moment (its lease current) is left to finish.
     */
    async resend(clientId: number, deliveryId: number): Promise<void> {
      const now = clock.now();
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update webhook_deliveries d set state = 'PENDING', next_attempt_at = ${now.toISOString()},
              give_up_at = ${new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS).toISOString()},
              delivered_at = null
            from webhook_endpoints e
            where d.id = ${deliveryId} and e.id = d.endpoint_id and e.client_id = ${clientId}
              and e.deleted_at is null
              and (d.lease_until is null or d.lease_until <= ${now.toISOString()}::timestamptz)
            returning d.id`,
      );
      if (rows.length === 0) throw new AppError(404, { code: 'fleet.deliveryNotFound' });
    },
  };
}

export type WebhookEndpoints = ReturnType<typeof createWebhookEndpoints>;
