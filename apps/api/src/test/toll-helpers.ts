import { unitTollCategory } from '@toll/domain/accounts';
import { accountContacts, accounts, accountUnits, clients } from '../db/schema/customers';
import { seedPartner } from './partner-helpers';
import type { TestApp } from './test-app';

let next = 1;

export type TollContractOptions = {
  plate: string;
  accountType?: 1 | 2;
  creditLimitEurMinor?: number;
  lowBalancePercent?: number | null;
  initialPaymentMinor?: number;
  obligationPeriod?: 'DAILY' | 'FIVE_DAY' | 'WEEKLY' | 'TWICE_PER_WEEK' | 'BI_WEEKLY';
  duePaymentDays?: number;
  dueDaysCounter?: 'CALENDAR' | 'BUSINESS';
  postponeDays?: number;
  email?: string;
  /** A contract not signed yet (PRE_ACTIVE). */
  unsigned?: boolean;
};

/** An active, signed toll contract with one active truck (its plate), straight into the database. */
export async function seedTollContract(t: TestApp, options: TollContractOptions): Promise<number> {
  const partner = await seedPartner(t, {
    partnerType: 'TOLL_CUSTOMER',
    customerId: `TC-${Date.now()}-${next++}`,
  });
  await t.database.db.insert(clients).values({
    partnerId: partner.id,
    customerType: 2,
    identificationType: 6,
    identificationNumber: partner.eik!,
    companyName: partner.name,
    countryCode: 'BG',
    city: 'София',
    postalCode: '1000',
    street: 'ул. Тест 1',
  });
  const postpaid = options.accountType === 2;
  const [account] = await t.database.db
    .insert(accounts)
    .values({
      clientId: partner.id,
      accountType: options.accountType ?? 1,
      status: options.unsigned ? 'PRE_ACTIVE' : 'ACTIVE',
      signedAt: options.unsigned ? null : new Date('2026-01-05T10:00:00Z'),
      creditLimitBgTollEurMinor: options.creditLimitEurMinor ?? 0,
      lowBalancePercent: options.lowBalancePercent ?? null,
      initialPaymentMinor: options.initialPaymentMinor ?? 0,
      obligationPeriod: postpaid ? (options.obligationPeriod ?? 'WEEKLY') : null,
      duePaymentDays: postpaid ? (options.duePaymentDays ?? 5) : null,
      dueDaysCounter: postpaid ? (options.dueDaysCounter ?? 'BUSINESS') : null,
      postponeDays: options.postponeDays ?? 0,
      notificationEmail: options.email ?? null,
    })
    .returning({ id: accounts.id });
  await t.database.db.insert(accountContacts).values({
    accountId: account!.id,
    firstName: 'Иван',
    lastName: 'Петров',
    preferredLanguage: 'en',
    countryCode: 'BG',
    city: 'София',
    street: 'ул. Тест 1',
    postalCode: '1000',
    isPrimary: true,
    contactEmails: [
      {
        emailAddress: options.email ?? 'fleet@example.com',
        isPreferredContactMean: true,
        contactMeansClassId: 1,
      },
    ],
  });
  const dims = {
    vehicleType: 'TRUCK',
    tractorAxles: 3,
    trailerAxles: 0,
    maxWetWeight: 18000,
    trainMaxWeight: null,
  };
  await t.database.db.insert(accountUnits).values({
    accountId: account!.id,
    countryCode: 'BG',
    plate: options.plate,
    vehicleType: 'TRUCK',
    tractorAxles: 3,
    trailerAxles: 0,
    totalAxles: 3,
    maxWetWeight: 18000,
    emissionClass: 6,
    tollCategory: unitTollCategory(dims as never),
  });
  return account!.id;
}
