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
import { apiRequest } from '../../../api/client';

/** The portal's fleet API page: the client's keys and webhook endpoints (issue #36). */
export const FLEET_KEYS_KEY = ['self-care', 'fleet', 'keys'] as const;
export const FLEET_WEBHOOKS_KEY = ['self-care', 'fleet', 'webhooks'] as const;

export const listFleetKeys = (lang: Lang, signal?: AbortSignal): Promise<FleetKey[]> =>
  apiRequest('/self-care/fleet/keys', {
    lang,
    signal,
    parse: (json) => z.array(fleetKeySchema).parse(json),
  });

export const createFleetKey = (lang: Lang, body: FleetKeyCreate): Promise<FleetKeyIssued> =>
  apiRequest('/self-care/fleet/keys', {
    lang,
    method: 'POST',
    body,
    parse: (json) => fleetKeyIssuedSchema.parse(json),
  });

export const rotateFleetKey = (lang: Lang, id: number): Promise<FleetKeyIssued> =>
  apiRequest(`/self-care/fleet/keys/${id}/rotate`, {
    lang,
    method: 'POST',
    parse: (json) => fleetKeyIssuedSchema.parse(json),
  });

export const revokeFleetKey = (lang: Lang, id: number): Promise<FleetKey> =>
  apiRequest(`/self-care/fleet/keys/${id}/revoke`, {
    lang,
    method: 'POST',
    parse: (json) => fleetKeySchema.parse(json),
  });

export const fleetKeyUses = (
  lang: Lang,
  id: number,
  signal?: AbortSignal,
): Promise<FleetKeyUse[]> =>
  apiRequest(`/self-care/fleet/keys/${id}/uses`, {
    lang,
    signal,
    parse: (json) => fleetKeyUsesSchema.parse(json),
  });

export const listWebhooks = (lang: Lang, signal?: AbortSignal): Promise<WebhookEndpoint[]> =>
  apiRequest('/self-care/fleet/webhooks', {
    lang,
    signal,
    parse: (json) => z.array(webhookEndpointSchema).parse(json),
  });

export const createWebhook = (lang: Lang, body: WebhookEndpointInput) =>
  apiRequest('/self-care/fleet/webhooks', {
    lang,
    method: 'POST',
    body,
    parse: (json) => webhookEndpointCreatedSchema.parse(json),
  });

export const updateWebhook = (lang: Lang, id: number, body: WebhookEndpointInput) =>
  apiRequest(`/self-care/fleet/webhooks/${id}`, {
    lang,
    method: 'PUT',
    body,
    parse: (json) => webhookEndpointSchema.parse(json),
  });

export const deleteWebhook = (lang: Lang, id: number) =>
  apiRequest(`/self-care/fleet/webhooks/${id}`, { lang, method: 'DELETE', parse: () => null });

export const sendTestEvent = (lang: Lang, id: number) =>
  apiRequest(`/self-care/fleet/webhooks/${id}/test`, {
    lang,
    method: 'POST',
    parse: (json) => z.object({ eventId: z.string() }).parse(json),
  });

export const webhookDeliveries = (
  lang: Lang,
  id: number,
  signal?: AbortSignal,
): Promise<WebhookDelivery[]> =>
  apiRequest(`/self-care/fleet/webhooks/${id}/deliveries`, {
    lang,
    signal,
    parse: (json) => webhookDeliveriesSchema.parse(json),
  });

export const resendDelivery = (lang: Lang, id: number) =>
  apiRequest(`/self-care/fleet/deliveries/${id}/resend`, {
    lang,
    method: 'POST',
    parse: () => null,
  });
