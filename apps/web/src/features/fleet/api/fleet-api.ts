import { z } from 'zod';
import {
  fleetKeyIssuedSchema,
  fleetKeySchema,
  fleetKeyUsesSchema,
  webhookDeliveriesSchema,
  webhookEndpointCreatedSchema,
  webhookEndpointSchema,
  type FleetKey,
  type FleetKeyCreate,
  type FleetKeyIssued,
  type FleetKeyUse,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
} from '@toll/contract/fleet';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** The portal's fleet API page: the client's keys and webhook endpoints (issue #36). */
export const FLEET_KEYS_KEY = ['self-care', 'fleet', 'keys'] as const;
export const FLEET_WEBHOOKS_KEY = ['self-care', 'fleet', 'webhooks'] as const;

export const listFleetKeys = (lang: Lang, signal?: AbortSignal): Promise<FleetKey[]> =>
  api.get('/self-care/fleet/keys', {
    lang,
    signal,
    parse: (json) => z.array(fleetKeySchema).parse(json),
  });

export const createFleetKey = (lang: Lang, body: FleetKeyCreate): Promise<FleetKeyIssued> =>
  api.post('/self-care/fleet/keys', {
    lang,
    body,
    parse: (json) => fleetKeyIssuedSchema.parse(json),
  });

export const rotateFleetKey = (lang: Lang, id: number): Promise<FleetKeyIssued> =>
  api.post('/self-care/fleet/keys/{id}/rotate', {
    params: { id },
    lang,
    parse: (json) => fleetKeyIssuedSchema.parse(json),
  });

export const revokeFleetKey = (lang: Lang, id: number): Promise<FleetKey> =>
  api.post('/self-care/fleet/keys/{id}/revoke', {
    params: { id },
    lang,
    parse: (json) => fleetKeySchema.parse(json),
  });

export const fleetKeyUses = (
  lang: Lang,
  id: number,
  signal?: AbortSignal,
): Promise<FleetKeyUse[]> =>
  api.get('/self-care/fleet/keys/{id}/uses', {
    params: { id },
    lang,
    signal,
    parse: (json) => fleetKeyUsesSchema.parse(json),
  });

export const listWebhooks = (lang: Lang, signal?: AbortSignal): Promise<WebhookEndpoint[]> =>
  api.get('/self-care/fleet/webhooks', {
    lang,
    signal,
    parse: (json) => z.array(webhookEndpointSchema).parse(json),
  });

export const createWebhook = (lang: Lang, body: WebhookEndpointInput) =>
  api.post('/self-care/fleet/webhooks', {
    lang,
    body,
    parse: (json) => webhookEndpointCreatedSchema.parse(json),
  });

export const updateWebhook = (lang: Lang, id: number, body: WebhookEndpointInput) =>
  api.put('/self-care/fleet/webhooks/{id}', {
    params: { id },
    lang,
    body,
    parse: (json) => webhookEndpointSchema.parse(json),
  });

export const deleteWebhook = (lang: Lang, id: number) =>
  api.delete('/self-care/fleet/webhooks/{id}', { params: { id }, lang, parse: () => null });

export const sendTestEvent = (lang: Lang, id: number) =>
  api.post('/self-care/fleet/webhooks/{id}/test', {
    params: { id },
    lang,
    parse: (json) => z.object({ eventId: z.string() }).parse(json),
  });

export const webhookDeliveries = (
  lang: Lang,
  id: number,
  signal?: AbortSignal,
): Promise<WebhookDelivery[]> =>
  api.get('/self-care/fleet/webhooks/{id}/deliveries', {
    params: { id },
    lang,
    signal,
    parse: (json) => webhookDeliveriesSchema.parse(json),
  });

export const resendDelivery = (lang: Lang, id: number) =>
  api.post('/self-care/fleet/deliveries/{id}/resend', {
    params: { id },
    lang,
    parse: () => null,
  });
