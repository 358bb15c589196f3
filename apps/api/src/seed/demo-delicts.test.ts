import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DelictList } from '@toll/contract/delicts';
import { createCraftedGateway } from '../test/crafted-gateway';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_DELICT_OWNERS } from './demo-delicts';

let t: TestApp;

beforeAll(async () => {
  // Demo data is dated from the real now, so the app's clock is the real one too.
  t = await createTestApp({
    now: new Date().toISOString(),
    gateway: createCraftedGateway(),
    demo: true,
  });
});
afterAll(() => t.close());

const search = async (lpn: string, ownerId: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/delicts/search',
      payload: { countryCode: 'BG', lpn, ownerId },
    })
  ).json<DelictList>();

describe('demo delicts (README "Demo data")', () => {
  it('give the demo car one payable, one expired and one paid compensatory fee', async () => {
    const { delicts } = await search('CB4321KM', DEMO_DELICT_OWNERS.carOwner);
    expect(delicts.map((d) => [d.documentNumber, d.payable, d.notPayableReason?.code])).toEqual([
      ['EF0000000101', true, undefined],
      ['EF0000000102', false, 'delict.paymentDeadlineExpired'],
      ['EF0000000103', false, 'delict.alreadyPaid'],
    ]);
  });

  it('give the truck, the bus and the van their own classes, types and states', async () => {
    const truck = await search('PB7788TX', DEMO_DELICT_OWNERS.haulier);
    expect(truck.delicts.map((d) => [d.delictType, d.status, d.payable])).toEqual([
      ['COMPENSATORY_FEE', 'FICHE_TO_BE_SERVED', true],
      ['MAXIMUM_TOLL', 'SERVED', true],
    ]);
    const bus = await search('E5555AB', DEMO_DELICT_OWNERS.busCompanyBranch);
    expect(bus.delicts[0]).toMatchObject({ vehicleClass: 'BUS', documentType: 'VIOLATION_ACT' });
    const van = await search('CO1122HH', DEMO_DELICT_OWNERS.vanOwner);
    expect(van.delicts[0]).toMatchObject({ vehicleClass: 'FROM_3_5_TO_12T', payable: true });
  });
});
