import { and, asc, eq, sql } from 'drizzle-orm';
import { unitTollCategory, type UnitVehicleType } from '@toll/domain/accounts';
import { makeEgn } from '@toll/domain/egn';
import { accountContacts, accounts, accountUnits, clients } from '../db/schema/customers';
import { partners } from '../db/schema/partners';
import { demoIban } from './demo-partners';
import type { SeedStep } from './run-seeds';

type DemoVehicle = {
  plate: string;
  vehicleType: UnitVehicleType;
  make: string;
  model: string;
  tractorAxles: number;
  trailerAxles?: number;
  maxWetWeight: number;
  trainMaxWeight?: number;
  emissionClass: number;
  closed?: boolean;
};
type DemoContract = {
  accountType: 1 | 2;
  status: 'PRE_ACTIVE' | 'ACTIVE' | 'SUSPENDED' | 'CLOSED';
  reason?: string;
  vehicles: DemoVehicle[];
};
type DemoClient = {
  person?: { firstName: string; lastName: string; birth: [number, number, number] };
  contracts: DemoContract[];
};

const V = {
  van: (plate: string): DemoVehicle => ({ plate, vehicleType: 'CAR', make: 'FORD', model: 'TRANSIT', tractorAxles: 2, maxWetWeight: 350, emissionClass: 6 }), // prettier-ignore
  n2: (plate: string): DemoVehicle => ({ plate, vehicleType: 'TRUCK', make: 'IVECO', model: 'EUROCARGO 75E21', tractorAxles: 2, maxWetWeight: 749, emissionClass: 6 }), // prettier-ignore
  n3: (plate: string): DemoVehicle => ({ plate, vehicleType: 'TRUCK', make: 'MAN', model: 'TGX 18.470', tractorAxles: 2, maxWetWeight: 1_800, emissionClass: 5 }), // prettier-ignore
  train: (plate: string): DemoVehicle => ({ plate, vehicleType: 'TRUCK', make: 'VOLVO', model: 'FH 500', tractorAxles: 2, trailerAxles: 3, maxWetWeight: 1_800, trainMaxWeight: 4_000, emissionClass: 6 }), // prettier-ignore
  bus: (plate: string): DemoVehicle => ({ plate, vehicleType: 'BUS', make: 'SETRA', model: 'S 516 HD', tractorAxles: 2, maxWetWeight: 1_950, emissionClass: 6 }), // prettier-ignore
  tracker: (plate: string): DemoVehicle => ({ plate, vehicleType: 'TRACKING_DEVICE', make: 'TRACKER', model: 'GNSS', tractorAxles: 2, maxWetWeight: 1_800, emissionClass: 6 }), // prettier-ignore
};

/**
 * Demo toll customers (#17): the first six demo toll-customer partners become clients with
 * contracts of both types in every status and vehicles of every toll category. The first
 * (customer C-100001) is the demo site user `customer`'s.
 */
export const DEMO_CLIENTS: readonly DemoClient[] = [
  {
    contracts: [
      { accountType: 2, status: 'ACTIVE', vehicles: [V.train('CA1001AB'), V.train('CA1002AB'), V.n3('CA1003AB'), V.n2('CA1004AB'), V.bus('CA1005AB'), V.van('CA1006AB')] }, // prettier-ignore
      { accountType: 1, status: 'ACTIVE', vehicles: [V.n3('CA1007AB'), V.tracker('CA1008AB')] },
    ],
  },
  { contracts: [{ accountType: 1, status: 'PRE_ACTIVE', vehicles: [V.n3('PB2001BA')] }] },
  {
    contracts: [
      { accountType: 2, status: 'SUSPENDED', reason: 'Неплатени задължения', vehicles: [V.train('B2001KH'), V.n2('B2002KH')] }, // prettier-ignore
    ],
  },
  {
    person: { firstName: 'Стоян', lastName: 'Василев', birth: [1978, 4, 12] },
    contracts: [{ accountType: 1, status: 'ACTIVE', vehicles: [V.n2('CB3001AK')] }],
  },
  {
    person: { firstName: 'Милена', lastName: 'Христова', birth: [1985, 9, 30] },
    contracts: [
      { accountType: 2, status: 'CLOSED', reason: 'Прекратен по искане на клиента', vehicles: [{ ...V.n3('CB4001AK'), closed: true }] }, // prettier-ignore
    ],
  },
  {
    contracts: [
      { accountType: 2, status: 'ACTIVE', vehicles: [V.train('TX5001AA'), V.train('TX5002AA'), V.bus('TX5003AA')] }, // prettier-ignore
    ],
  },
];

const SIGNED_AT = new Date('2026-01-15T09:00:00Z');

export const demoCustomersStep: SeedStep = {
  name: 'demo-customers-v1',
  run: async (tx) => {
    const rows = await tx
      .select({
        id: partners.id,
        name: partners.name,
        eik: partners.eik,
        city: partners.city,
        lang: partners.lang,
      }) // prettier-ignore
      .from(partners)
      .where(
        and(eq(partners.partnerType, 'TOLL_CUSTOMER'), sql`${partners.customerId} is not null`),
      )
      .orderBy(asc(sql`${partners.customerId} <> 'C-100001'`), asc(partners.id))
      .limit(DEMO_CLIENTS.length);
    for (const [i, demo] of DEMO_CLIENTS.entries()) {
      const partner = rows[i];
      if (!partner) break;
      const person = demo.person;
      if (person) await tx.update(partners).set({ name: `${person.firstName} ${person.lastName}` }).where(eq(partners.id, partner.id)); // prettier-ignore
      const city = partner.city ?? 'София';
      await tx.insert(clients).values({
        partnerId: partner.id,
        customerType: person ? 1 : 2,
        title: person ? (i % 2 === 0 ? 2 : 1) : null,
        firstName: person?.firstName ?? null,
        lastName: person?.lastName ?? null,
        identificationType: person ? 3 : 6,
        identificationNumber: person
          ? makeEgn({ year: person.birth[0], month: person.birth[1], day: person.birth[2] }, 100 + i) // prettier-ignore
          : partner.eik!,
        companyName: person ? null : partner.name,
        vatRegistered: !person,
        countryCode: 'BG',
        city,
        postalCode: String(1000 + i * 1111).slice(0, 4),
        street: `ул. „Демо“ ${i + 1}`,
        preferredLanguage: partner.lang === 'en' ? 'en' : 'bg',
        iban: demoIban(9_000 + i),
        creditLimitMinor: 0,
      });
      for (const contract of demo.contracts) {
        const postpaid = contract.accountType === 2;
        const signed = contract.status !== 'PRE_ACTIVE';
        const [account] = await tx
          .insert(accounts)
          .values({
            clientId: partner.id,
            accountType: contract.accountType,
            status: contract.status,
            statusReason: contract.reason ?? null,
            statusChangedAt: contract.reason ? SIGNED_AT : null,
            hasMstsToll: i % 2 === 0,
            depositMinor: postpaid ? 50_000 : 0,
            creditLimitBgTollEurMinor: postpaid ? 1_000_000 : 0,
            creditLimitBgTollBgnMinor: postpaid ? 1_955_830 : 0,
            // international toll runs up to 20,000 EUR unbilled (the MSTS ingest refuses past it)
            creditLimitEuTollEurMinor: i % 2 === 0 ? 2_000_000 : 0,
            creditLimitEuTollBgnMinor: i % 2 === 0 ? 3_911_660 : 0,
            lowBalancePercent: 20,
            initialPaymentMinor: postpaid ? 0 : 20_000,
            obligationPeriod: postpaid ? (['WEEKLY', 'BI_WEEKLY', 'DAILY'] as const)[i % 3] : null,
            duePaymentDays: postpaid ? 14 : null,
            dueDaysCounter: postpaid ? (i % 2 === 0 ? 'BUSINESS' : 'CALENDAR') : null,
            postponeDays: postpaid ? 3 : 0,
            recipientIban: demoIban(9_100 + i),
            smsNotifications: i % 2 === 1,
            signedAt: signed ? SIGNED_AT : null,
          })
          .returning({ id: accounts.id });
        await tx.insert(accountContacts).values({
          accountId: account!.id,
          firstName: person?.firstName ?? ['Иван', 'Мария', 'Петър', 'Елена'][i % 4]!,
          lastName: person?.lastName ?? ['Петров', 'Георгиева', 'Димитров', 'Стоянова'][i % 4]!,
          position: person ? null : 'Управител',
          preferredLanguage: partner.lang === 'en' ? 'en' : 'bg',
          countryCode: 'BG',
          city,
          street: `ул. „Демо“ ${i + 1}`,
          postalCode: String(1000 + i * 1111).slice(0, 4),
          isPrimary: true,
          contactEmails: [{ emailAddress: `contracts${i + 1}@demo.bgtoll.bg`, isPreferredContactMean: true, contactMeansClassId: 1 }], // prettier-ignore
          contactNumbers: [{ contactMeansClassId: 2, contactNumberTypeId: 1, areaCode: '88', localNumber: String(8_000_000 + i), countryCode: 'BG', isPreferredContactMean: false }], // prettier-ignore
        });
        if (contract.vehicles.length > 0)
          await tx.insert(accountUnits).values(
            contract.vehicles.map((v) => {
              const trailerAxles = v.trailerAxles ?? 0;
              const dims = { ...v, trailerAxles, trainMaxWeight: v.trainMaxWeight ?? null };
              return {
                accountId: account!.id,
                status: v.closed ? 'CLOSED' : 'ACTIVE',
                closedAt: v.closed ? SIGNED_AT : null,
                countryCode: 'BG',
                plate: v.plate,
                vehicleType: v.vehicleType,
                make: v.make,
                model: v.model,
                year: 2018 + (v.plate.charCodeAt(3) % 8),
                tractorAxles: v.tractorAxles,
                trailerAxles,
                totalAxles: v.tractorAxles + trailerAxles,
                maxWetWeight: v.maxWetWeight,
                trainMaxWeight: v.trainMaxWeight ?? null,
                emissionClass: v.emissionClass,
                ownerName: person ? `${person.firstName} ${person.lastName}` : partner.name,
                tollCategory: unitTollCategory(dims),
              };
            }),
          );
      }
    }
  },
};
