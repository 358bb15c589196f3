import type { Tx } from '../platform/db/database';
import { prepareDelict, type DelictInput } from '../modules/delicts/delict-registration';
import { obtainOwnerIdHasher } from '../modules/delicts/owner-id';
import { insertDelict } from '../modules/delicts/repo';
import type { SeedStep } from './run-seeds';

/**
 * Demo delicts for the pay-delict and delict-payment pages (README "Demo data"): several plates,
 * vehicle classes, delict types and states, one past its deadline and one already paid. Times are
 * relative to the moment the demo data is seeded; compensatory fees are priced from the fee table.
 */
const DAY = 86_400_000;

export const DEMO_DELICT_OWNERS = {
  carOwner: '8504121235',
  vanOwner: '9211034562',
  haulier: '201554321',
  busCompanyBranch: '1754321030010',
} as const;

type DemoDelict = Omit<DelictInput, 'passageAt' | 'receivedAt' | 'notifiedAt' | 'ficheServedAt'> & {
  passageDaysAgo: number;
  /** Days ago the notification (maximum toll) or the act / e-fiche (fee) was served. */
  servedDaysAgo?: number;
  paidDaysAgo?: number;
};

const A1 = {
  tollSectionId: 'A1-112',
  tollSectionName: 'Пазарджик – Цалапица',
  roadNumber: 'А1 (АМ „Тракия“)',
  kilometre: 112.4,
  direction: 'към Бургас',
  district: 'Пазарджик',
  municipality: 'Пазарджик',
  location: 'пътен възел Пазарджик',
  coordinateX: 24.3336,
  coordinateY: 42.1887,
};

const I1 = {
  tollSectionId: 'I1-145',
  tollSectionName: 'Ботевград – Мездра',
  roadNumber: 'I-1 (E79)',
  kilometre: 145.2,
  direction: 'към Видин',
  district: 'Враца',
  municipality: 'Мездра',
  location: 'с. Зверино',
  coordinateX: 23.5912,
  coordinateY: 43.0813,
};

const DEMO_DELICTS: readonly DemoDelict[] = [
  {
    documentNumber: 'EF0000000101',
    documentType: 'ELECTRONIC_FICHE',
    delictType: 'COMPENSATORY_FEE',
    status: 'SERVED',
    countryCode: 'BG',
    plate: 'CB4321KM',
    ownerId: DEMO_DELICT_OWNERS.carOwner,
    vehicleClass: 'UP_TO_3_5T',
    axles: 2,
    passageDaysAgo: 6,
    servedDaysAgo: 3,
    evidentialRecords: ['ANPR-A1-112-000101', 'PHOTO-A1-112-000101'],
    ...A1,
  },
  {
    // Past its deadline: served 30 days ago.
    documentNumber: 'EF0000000102',
    documentType: 'ELECTRONIC_FICHE',
    delictType: 'COMPENSATORY_FEE',
    status: 'SERVED',
    countryCode: 'BG',
    plate: 'CB4321KM',
    ownerId: DEMO_DELICT_OWNERS.carOwner,
    vehicleClass: 'UP_TO_3_5T',
    axles: 2,
    passageDaysAgo: 40,
    servedDaysAgo: 30,
    evidentialRecords: ['ANPR-I1-145-000102'],
    ...I1,
  },
  {
    documentNumber: 'EF0000000103',
    documentType: 'ELECTRONIC_FICHE',
    delictType: 'COMPENSATORY_FEE',
    status: 'SERVED',
    countryCode: 'BG',
    plate: 'CB4321KM',
    ownerId: DEMO_DELICT_OWNERS.carOwner,
    vehicleClass: 'UP_TO_3_5T',
    axles: 2,
    passageDaysAgo: 100,
    servedDaysAgo: 95,
    paidDaysAgo: 90,
    evidentialRecords: ['ANPR-A1-112-000103'],
    ...A1,
  },
  {
    documentNumber: 'NT0000000201',
    documentType: 'NOTIFICATION',
    delictType: 'MAXIMUM_TOLL',
    status: 'SERVED',
    countryCode: 'BG',
    plate: 'PB7788TX',
    ownerId: DEMO_DELICT_OWNERS.haulier,
    vehicleClass: 'OVER_12T_4_PLUS_AXLES',
    axles: 5,
    passageDaysAgo: 4,
    servedDaysAgo: 2,
    // The maximum daily toll of the category (demo amount).
    amount: { bgn: 30002, eur: 15340, currency: 'EUR' },
    obuDataMissing: true,
    missingDataReason: 'Бордовото устройство не е подавало данни',
    evidentialRecords: ['OBU-GAP-201', 'ANPR-A1-112-000201'],
    ...A1,
  },
  {
    documentNumber: 'EF0000000202',
    documentType: 'ELECTRONIC_FICHE',
    delictType: 'COMPENSATORY_FEE',
    status: 'FICHE_TO_BE_SERVED',
    countryCode: 'BG',
    plate: 'PB7788TX',
    ownerId: DEMO_DELICT_OWNERS.haulier,
    vehicleClass: 'OVER_12T_4_PLUS_AXLES',
    axles: 5,
    passageDaysAgo: 1,
    evidentialRecords: ['ANPR-I1-145-000202'],
    ...I1,
  },
  {
    documentNumber: 'VA0000000301',
    documentType: 'VIOLATION_ACT',
    delictType: 'COMPENSATORY_FEE',
    status: 'SERVED',
    countryCode: 'BG',
    plate: 'E5555AB',
    ownerId: DEMO_DELICT_OWNERS.busCompanyBranch,
    vehicleClass: 'BUS',
    axles: 2,
    passageDaysAgo: 12,
    servedDaysAgo: 10,
    evidentialRecords: ['ANPR-A1-112-000301'],
    ...A1,
  },
  {
    documentNumber: 'EF0000000401',
    documentType: 'ELECTRONIC_FICHE',
    delictType: 'COMPENSATORY_FEE',
    status: 'REGISTERED',
    countryCode: 'BG',
    plate: 'CO1122HH',
    ownerId: DEMO_DELICT_OWNERS.vanOwner,
    vehicleClass: 'FROM_3_5_TO_12T',
    axles: 2,
    passageDaysAgo: 2,
    servedDaysAgo: 0,
    evidentialRecords: ['ANPR-I1-145-000401'],
    ...I1,
  },
];

async function seedDelict(
  tx: Tx,
  demo: DemoDelict,
  now: Date,
  hashOwnerId: (id: string) => string,
) {
  const ago = (days: number | undefined) =>
    days === undefined ? null : new Date(now.getTime() - days * DAY);
  const { passageDaysAgo, servedDaysAgo, paidDaysAgo, ...input } = demo;
  const passageAt = ago(passageDaysAgo)!;
  const served = ago(servedDaysAgo);
  const values = await prepareDelict(
    tx,
    {
      ...input,
      passageAt,
      entryAt: new Date(passageAt.getTime() - 25 * 60_000),
      receivedAt: new Date(passageAt.getTime() + 3_600_000),
      processedAt: new Date(passageAt.getTime() + 6 * 3_600_000),
      validFrom: passageAt,
      validUntil: new Date(passageAt.getTime() + DAY),
      notifiedAt: input.delictType === 'MAXIMUM_TOLL' ? served : null,
      ficheServedAt: input.delictType === 'COMPENSATORY_FEE' ? served : null,
    },
    hashOwnerId,
  );
  const paidAt = ago(paidDaysAgo);
  await insertDelict(tx, {
    ...values,
    ...(paidAt ? { status: 'PAID', paidAt, updatedAt: paidAt } : {}),
  });
}

export const demoDelictsStep: SeedStep = {
  name: 'demo-delicts',
  run: async (tx) => {
    const now = new Date();
    const hashOwnerId = await obtainOwnerIdHasher(tx);
    for (const demo of DEMO_DELICTS) await seedDelict(tx, demo, now, hashOwnerId);
  },
};
