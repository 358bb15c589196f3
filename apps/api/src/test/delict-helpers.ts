import type { DelictList } from '@toll/contract/delicts';
import type { PurchasePaymentResponse } from '@toll/contract/sales';
import type { DelictInput } from '../modules/delicts/delict-registration';
import { obtainOwnerIdHasher } from '../modules/delicts/owner-id';
import { createDelictService } from '../modules/delicts/service';
import { consents } from './sales-helpers';
import type { TestApp } from './test-app';

/** Helpers for API tests of delicts (not shipped: only tests import this file). */
export const EGN = '8504121235';
export const OTHER_EGN = '9211034562';
export const EIK = '201554321';
/** A wrong check digit (the valid one ends in 5). */
export const BAD_EGN = '8504121236';

const DAY = 86_400_000;

export async function delictService(t: TestApp) {
  return createDelictService({
    db: t.database.db,
    clock: t.clock,
    jobs: t.jobs,
    hashOwnerId: await obtainOwnerIdHasher(t.database.db),
  });
}

/**
 * Registers a compensatory fee for a car, served `servedDaysAgo` before the test clock's now
 * (priced from the fee table), with any field overridden.
 */
export async function registerDelict(
  t: TestApp,
  overrides: Partial<DelictInput> & { documentNumber: string },
  servedDaysAgo: number | null = 1,
) {
  const now = t.clock.now().getTime();
  const served = servedDaysAgo === null ? null : new Date(now - servedDaysAgo * DAY);
  const service = await delictService(t);
  return service.register({
    documentType: 'ELECTRONIC_FICHE',
    delictType: 'COMPENSATORY_FEE',
    status: 'SERVED',
    countryCode: 'BG',
    plate: 'CB4321KM',
    ownerId: EGN,
    vehicleClass: 'UP_TO_3_5T',
    axles: 2,
    passageAt: new Date(now - (servedDaysAgo ?? 0) * DAY - 2 * DAY),
    receivedAt: new Date(now - (servedDaysAgo ?? 0) * DAY - DAY),
    ficheServedAt: served,
    roadNumber: 'А1 (АМ „Тракия“)',
    location: 'пътен възел Пазарджик',
    ...overrides,
  });
}

export async function searchDelicts(
  t: TestApp,
  body: Record<string, unknown>,
  lang: 'bg' | 'en' = 'en',
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/delicts/search?browser-language=${lang}`,
    payload: body,
  });
  return { status: response.statusCode, body: response.json<DelictList>() };
}

/** POST /purchasePayment for delicts; answers the raw response. */
export function payDelicts(
  t: TestApp,
  delicts: { documentNumber: string; ownerId: string }[],
  extra: { consents?: Record<string, boolean>; email?: string; vignettes?: unknown[] } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/purchasePayment?browser-language=en',
    payload: {
      vignettes: extra.vignettes ?? [],
      delicts,
      email: extra.email ?? 'owner@example.bg',
      consents: extra.consents ?? { ...consents, wrongPlate: true },
    },
  });
}

export async function payDelictsForm(
  t: TestApp,
  delicts: { documentNumber: string; ownerId: string }[],
  extra: Parameters<typeof payDelicts>[2] = {},
) {
  const response = await payDelicts(t, delicts, extra);
  if (response.statusCode !== 200)
    throw new Error(`purchase failed ${response.statusCode}: ${response.body}`);
  return response.json<PurchasePaymentResponse>();
}
