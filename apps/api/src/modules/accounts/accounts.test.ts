import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountListSchema,
  accountSchema,
  unitListSchema,
  type Account,
  type Unit,
} from '@toll/contract/accounts';
import { makeEgn } from '@toll/domain/egn';
import { demoEik, demoIban } from '../../seed/demo-partners';
import { constraintViolation } from '../../platform/db/constraint-error';
import type { AppError } from '../../platform/http/app-error';
import { translator } from '../../platform/i18n';
import { mapAccountViolation } from './service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';

let t: TestApp;
const tokens: Record<string, string> = {};
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  const people = {
    accountant: ['ROLE_ACCOUNTANT'],
    admin: ['ROLE_ADMIN'],
    reader: ['ROLE_CUSTOMERS_READ'],
    unitsWriter: ['ROLE_UNITS_WRITE'],
    customersWriter: ['ROLE_CUSTOMERS_WRITE'],
  } as const;
  for (const [name, roles] of Object.entries(people)) {
    const user = await seedUser(t, { username: `a_${name}`, roles: [...roles] });
    tokens[name] = await sessionToken(t, user.id);
  }
});
afterAll(() => t.close());

const call = (
  who: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  lang = 'en',
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': lang },
    payload: payload as object | undefined,
  });

function contact(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Иван',
    lastName: 'Петров',
    position: 'Управител',
    preferredLanguage: 'bg',
    countryCode: 'BG',
    city: 'София',
    street: 'бул. Витоша 1',
    postalCode: '1000',
    contactEmails: [{ emailAddress: 'office@trans.example.bg', isPreferredContactMean: true }],
    contactNumbers: [{ areaCode: '88', localNumber: '1234567', isPreferredContactMean: false }],
    ...overrides,
  };
}

function business(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    customerType: 2,
    identificationType: 6,
    identificationNumber: demoEik(70_000_000 + seq * 104_729),
    companyName: `Транс Тест ${seq} ЕООД`,
    vatRegistered: true,
    countryCode: 'BG',
    city: 'Пловдив',
    postalCode: '4000',
    street: 'ул. Тест 5',
    preferredLanguage: 'bg',
    iban: demoIban(seq + 500),
    ...overrides,
  };
}

function postpaid(overrides: Record<string, unknown> = {}) {
  return {
    customer: business(),
    accountType: 2,
    obligationPeriod: 'WEEKLY',
    duePaymentDays: 14,
    dueDaysCounter: 'BUSINESS',
    postponeDays: 3,
    creditLimitBgTollEurMinor: 500_000,
    hasMstsToll: true,
    contacts: [contact()],
    ...overrides,
  };
}

async function created(body: Record<string, unknown> = postpaid()): Promise<Account> {
  const res = await call('accountant', 'POST', '/accounts', body);
  expect(res.statusCode, res.body).toBe(201);
  return accountSchema.parse(res.json());
}

function truck(plate: string, overrides: Record<string, unknown> = {}) {
  return {
    plate,
    vehicleType: 'TRUCK',
    make: 'VOLVO',
    model: 'FH 500',
    year: 2021,
    tractorAxles: 2,
    trailerAxles: 3,
    maxWetWeight: 1_800,
    trainMaxWeight: 4_000,
    emissionClass: 6,
    ...overrides,
  };
}

describe('contracts', () => {
  it('creates a business client with a postpaid contract and the defaults of spec §7', async () => {
    const account = await created();
    expect(account).toMatchObject({
      status: 'PRE_ACTIVE',
      accountType: 2,
      fundingMethodCode: 1,
      daysInAdvanceToCreateServiceFee: 10,
      serviceFeeGenerationFrequency: 1,
      obligationPeriod: 'WEEKLY',
      dueDaysCounter: 'BUSINESS',
      hasMstsToll: true,
      signed: false,
      version: 1,
    });
    expect(account.number).toMatch(/^A\d{8}$/);
    expect(account.customerId).toMatch(/^C-\d+$/);
    expect(account.customer.name).toMatch(/^Транс Тест/);
    // a single contact becomes the primary one, in the wire shape of spec §3
    expect(account.contacts).toHaveLength(1);
    expect(account.primaryAccountContact).toBe(account.contacts[0]!.id);
    expect(account.contacts[0]!.contactEmails[0]).toEqual({
      emailAddress: 'office@trans.example.bg',
      isPreferredContactMean: true,
      contactMeansClassId: 1,
    });
    expect(account.contacts[0]!.contactNumbers[0]).toMatchObject({
      contactMeansClassId: 2,
      contactNumberTypeId: 1,
      countryCode: 'BG',
    });
    // the client is a toll-customer partner row
    const [partner] = await t.database.db
      .execute(
        sql`select partner_type, customer_id from partners where id = ${account.customer.partnerId}`,
      )
      .then(
        (r) => (r as unknown as { rows: { partner_type: string; customer_id: string }[] }).rows,
      );
    expect(partner).toEqual({ partner_type: 'TOLL_CUSTOMER', customer_id: account.customerId });
    // audited
    const history = await call('accountant', 'GET', `/history/account/${account.id}`);
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).toContain('account.create');
  });

  it('adds a second contract to an existing client by customer id', async () => {
    const first = await created();
    const second = await created({
      customerId: first.customerId,
      accountType: 1,
      obligationPeriod: 'DAILY',
      contacts: [contact()],
    });
    expect(second.customer.partnerId).toBe(first.customer.partnerId);
    expect(second.obligationPeriod).toBeNull(); // prepaid keeps no postpaid terms
    const res = await call('reader', 'GET', `/accounts/customer/${first.customerId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Account[]>().map((a) => a.id)).toEqual([first.id, second.id]);
    expect((await call('reader', 'GET', '/accounts/customer/C-0')).statusCode).toBe(404);
  });

  it('refuses bad clients, contacts and terms with the catalogue keys', async () => {
    const egn = makeEgn({ year: 1975, month: 1, day: 1 }, 1);
    const badEgn = `${egn.slice(0, 9)}${(Number(egn[9]) + 1) % 10}`;
    const cases: [Record<string, unknown>, string][] = [
      [postpaid({ customer: business({ identificationNumber: '123456789' }) }), 'validation.invalidEik'], // prettier-ignore
      [
        postpaid({
          customer: {
            ...business(),
            customerType: 1,
            identificationType: 3,
            identificationNumber: badEgn,
            firstName: 'Иван',
            lastName: 'Иванов',
          },
        }),
        'validation.invalidEgn',
      ],
      [postpaid({ obligationPeriod: null }), 'contract.postpaidTermsRequired'],
      [
        postpaid({
          contacts: [
            contact({
              contactNumbers: [{ areaCode: '88', localNumber: '1234567', isPreferredContactMean: true }], // prettier-ignore
            }),
          ],
        }),
        'contract.onePreferredContact',
      ],
      [postpaid({ contacts: [contact(), contact()] }), 'contract.onePrimaryContact'],
      [postpaid({ contacts: [contact({ city: '' })] }), 'validation.required'],
      [postpaid({ customer: undefined }), 'validation.required'],
    ];
    for (const [body, code] of cases) {
      const res = await call('accountant', 'POST', '/accounts', body);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(400);
      expect(res.json<{ errors: { code: string }[] }>().errors.map((e) => e.code)).toContain(code);
    }
  });

  it('accepts an individual with a valid EGN, and refuses a second client with it', async () => {
    const egn = makeEgn({ year: 1980, month: 5, day: 17 }, 123);
    const person = {
      ...business(),
      customerType: 1,
      identificationType: 3,
      identificationNumber: egn,
      companyName: null,
      title: 1,
      firstName: 'Петър',
      lastName: 'Стоянов',
    };
    const account = await created({ customer: person, accountType: 1, contacts: [contact()] });
    expect(account.customer.name).toBe('Петър Стоянов');
    const again = await call('accountant', 'POST', '/accounts', {
      customer: person,
      accountType: 1,
      contacts: [contact()],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ errors: { code: string }[] }>().errors[0]!.code).toBe(
      'contract.identificationTaken',
    );
  });

  it('lists with filters by number, client name, EIK/EGN, status and type', async () => {
    const account = await created();
    const list = async (query: string) => {
      const res = await call('reader', 'GET', `/accounts?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return accountListSchema.parse(res.json());
    };
    expect((await list(`f_number=${account.number}`)).items.map((i) => i.id)).toEqual([account.id]); // prettier-ignore
    expect(
      (await list(`f_clientName=${encodeURIComponent(account.customer.name)}`)).items[0]!.id,
    ).toBe(account.id);
    expect(
      (await list(`f_identification=${account.customer.identificationNumber}`)).items,
    ).toHaveLength(1);
    const pre = await list('f_status=PRE_ACTIVE&f_accountType=2&pageSize=500');
    expect(pre.items.every((i) => i.status === 'PRE_ACTIVE' && i.accountType === 2)).toBe(true);
    expect(pre.items.some((i) => i.id === account.id)).toBe(true);
    expect((await list('f_status=CLOSED')).items.some((i) => i.id === account.id)).toBe(false);
    expect((await call('reader', 'GET', '/accounts?f_status=NOPE')).statusCode).toBe(400);
  });

  it("filters and sorts by the client's name as it is now, after a rename too", async () => {
    const first = await created();
    const second = await created();
    const names = async (query: string) => {
      const res = await call('reader', 'GET', `/accounts?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return accountListSchema.parse(res.json()).items.map((i) => [i.id, i.clientName]);
    };
    // the contract's copy of the name (migration 0038) follows a rename of its client
    const { customer } = second;
    const renamed = await call('accountant', 'PUT', `/accounts/${second.id}`, {
      accountType: second.accountType,
      obligationPeriod: second.obligationPeriod,
      duePaymentDays: second.duePaymentDays,
      dueDaysCounter: second.dueDaysCounter,
      creditLimitBgTollEurMinor: second.creditLimitBgTollEurMinor,
      hasMstsToll: second.hasMstsToll,
      contacts: [contact()],
      customer: {
        ...business(),
        identificationNumber: customer.identificationNumber,
        companyName: 'Ааа Преименуван Превоз ЕООД',
      },
      version: second.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names(`f_clientName=${encodeURIComponent('Преименуван Превоз')}`)).toEqual([
      [second.id, 'Ааа Преименуван Превоз ЕООД'],
    ]);
    expect(await names(`f_clientName=${encodeURIComponent(customer.name)}`)).toEqual([]);
    expect(await names(`q=${encodeURIComponent('Преименуван')}`)).toEqual([
      [second.id, 'Ааа Преименуван Превоз ЕООД'],
    ]);
    // sorted by the name, either way, the id breaking ties
    const asc = await names('sort=clientName&order=asc&pageSize=500');
    expect(asc[0]).toEqual([second.id, 'Ааа Преименуван Превоз ЕООД']);
    const desc = await names('sort=clientName&order=desc&pageSize=500');
    expect(desc.at(-1)).toEqual([second.id, 'Ааа Преименуван Превоз ЕООД']);
    expect(asc.some(([id]) => id === first.id)).toBe(true);
    // the database keeps the copy whoever writes: a direct write is overruled by the partner's name
    await t.database.db.execute(sql`update accounts set client_name = 'x' where id = ${first.id}`);
    expect(await names(`f_number=${first.number}`)).toEqual([[first.id, first.customer.name]]);
  });

  it('searches names among more contracts than the count cap: exact pages either way', async () => {
    // 10,001 clients 'Капов Превоз 00001' … '10001', one contract each (the bench's shape, small)
    await t.database.db.execute(sql`
      insert into partners (name, partner_type, city, lang, customer_id)
      select 'Капов Превоз ' || lpad(g::text, 5, '0'), 'TOLL_CUSTOMER', 'Русе', 'bg', 'C-8' || lpad(g::text, 5, '0')
      from generate_series(1, 10001) g`);
    await t.database.db.execute(sql`
      insert into clients (partner_id, customer_type, identification_type, identification_number,
        company_name, country_code, city, postal_code, street)
      select p.id, 2, 6, '5000' || substring(p.customer_id from 4), p.name, 'BG', 'Русе', '7000', 'ул. Тест 1'
      from partners p where p.customer_id like 'C-8_____' and p.name like 'Капов Превоз %'`);
    await t.database.db.execute(sql`
      insert into accounts (client_id, account_type) select c.partner_id, 1 from clients c
      join partners p on p.id = c.partner_id where p.name like 'Капов Превоз %'`);
    const names = Array.from(
      { length: 10_001 },
      (_, i) => `Капов Превоз ${String(i + 1).padStart(5, '0')}`,
    );
    const page = async (query: string) => {
      const res = await call('reader', 'GET', `/accounts?sort=clientName&pageSize=25&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return accountListSchema.parse(res.json());
    };
    // every one matches: past the cap, the page walks the name order
    const all = await page(`f_clientName=${encodeURIComponent('Капов')}&order=asc`);
    expect(all).toMatchObject({ total: 10_000, totalCapped: true });
    expect(all.items.map((i) => i.clientName)).toEqual(names.slice(0, 25));
    // 1,000 names go on with '01': matches first, counted exactly, sorted either way, paged
    const fragment = encodeURIComponent('Капов Превоз 01');
    const matching = names.filter((n) => n.includes('Капов Превоз 01'));
    const asc = await page(`f_clientName=${fragment}&order=asc&page=2`);
    expect(asc.total).toBe(matching.length);
    expect(asc.totalCapped).toBeFalsy();
    expect(asc.items.map((i) => i.clientName)).toEqual(matching.slice(25, 50));
    const desc = await page(`q=${fragment}&order=desc`);
    expect(desc.total).toBe(matching.length);
    expect(desc.items.map((i) => i.clientName)).toEqual([...matching].reverse().slice(0, 25));
    // a page past the matches is empty, the count still exact
    const past = await page(`f_clientName=${fragment}&page=100`);
    expect(past).toMatchObject({ items: [], total: matching.length });
  }, 90_000); // 10,001 clients inserted: 6 s alone, past 30 s beside a busy machine's other files

  it('walks the statuses: sign, suspend with a reason, reactivate, pre-close, close', async () => {
    let account = await created();
    const status = async (path: string, body: Record<string, unknown>, expected = 200) => {
      const res = await call('accountant', 'POST', `/accounts/${account.id}/${path}`, body);
      expect(res.statusCode, res.body).toBe(expected);
      return res;
    };
    // not signed: cannot be suspended (PRE_ACTIVE → SUSPENDED is not in the table)
    const early = await status('suspend', { version: 1, reason: 'x', confirmed: true }, 409);
    expect(early.json<{ errors: { code: string; message: string }[] }>().errors[0]).toEqual({
      code: 'contract.invalidStatusTransition',
      message: 'The status cannot change from Pre-active to Suspended',
    });
    const signed = await status('sign', { version: 1 });
    expect(signed.json<{ message: string }>().message).toBe('The contract is signed');
    account = accountSchema.parse(signed.json<{ account: unknown }>().account);
    expect(account).toMatchObject({ status: 'ACTIVE', signed: true, version: 2 });
    expect((await status('sign', { version: 2 }, 409)).json<{ errors: { code: string }[] }>().errors[0]!.code).toBe('contract.alreadySigned'); // prettier-ignore
    // a reason and the confirmation are required
    await status('suspend', { version: 2, reason: '  ', confirmed: true }, 400);
    await status('suspend', { version: 2, reason: 'Неплатени задължения' }, 400);
    const suspended = await status('suspend', {
      version: 2,
      reason: 'Неплатени задължения',
      confirmed: true,
    });
    expect(suspended.json<{ message: string }>().message).toBe('The contract is suspended');
    account = accountSchema.parse(suspended.json<{ account: unknown }>().account);
    expect(account).toMatchObject({ status: 'SUSPENDED', statusReason: 'Неплатени задължения' });
    // a stale version is refused
    await status('reactivate', { version: 2, confirmed: true }, 409);
    const active = await status('reactivate', { version: 3, confirmed: true, reason: 'Задълженията са платени' }); // prettier-ignore
    expect(active.json<{ message: string }>().message).toBe('The contract is activated');
    expect(active.json<{ account: Account }>().account).toMatchObject({ status: 'ACTIVE', statusReason: 'Задълженията са платени' }); // prettier-ignore
    const pre = await call('accountant', 'POST', '/accounts/pre-close', {
      accountId: account.id,
      version: 4,
    });
    expect(pre.statusCode, pre.body).toBe(200);
    expect(pre.json<{ account: Account }>().account.status).toBe('PRE_CLOSED');
    await status('reactivate', { version: 5, confirmed: true }, 409);
    await status('close', { version: 5, reason: '' }, 400);
    const closed = await status('close', { version: 5, reason: 'Прекратен по искане' });
    expect(closed.json<{ account: Account }>().account.status).toBe('CLOSED');
    // every change is in the record's history
    const history = await call('reader', 'GET', `/history/account/${account.id}`);
    const actions = JSON.stringify(history.json());
    for (const action of ['account.sign', 'account.status.SUSPENDED', 'account.status.CLOSED'])
      expect(actions).toContain(action);
  });

  it('names both statuses of a transition the database refused, in the caller’s language', async () => {
    const account = await created();
    // the database's own refusal (a race past the service's check), read back through the mapper
    const error = await t.database.db
      .execute(
        sql`update accounts set status = 'SUSPENDED', status_reason = 'x' where id = ${account.id}`,
      ) // prettier-ignore
      .catch((e: unknown) => e);
    expect(constraintViolation(error)?.constraint).toBe('accounts_status_transition');
    for (const [lang, message] of [
      ['en', 'The status cannot change from Pre-active to Suspended'],
      ['bg', 'Статусът не може да бъде променен от Предварително активен на Спрян'],
    ] as const) {
      const mapped = (() => {
        try {
          return mapAccountViolation(error, lang);
        } catch (e) {
          return e as AppError;
        }
      })();
      expect(mapped.details[0]).toMatchObject({ code: 'contract.invalidStatusTransition' });
      expect(translator(lang)(mapped.details[0]!.code, mapped.details[0]!.params)).toBe(message);
    }
  });

  it('never lowers a credit limit (server and database)', async () => {
    const account = await created();
    const { id, number: _n, customerId: _c, customer, contacts: _k, ...rest } = account;
    const body = {
      accountType: rest.accountType,
      obligationPeriod: rest.obligationPeriod,
      duePaymentDays: rest.duePaymentDays,
      dueDaysCounter: rest.dueDaysCounter,
      contacts: [contact()],
      customer: { ...business(), identificationNumber: customer.identificationNumber },
      version: 1,
    };
    const lower = await call('accountant', 'PUT', `/accounts/${id}`, {
      ...body,
      creditLimitBgTollEurMinor: 400_000,
    });
    expect(lower.statusCode).toBe(400);
    expect(lower.json<{ errors: { code: string; field: string }[] }>().errors[0]).toMatchObject({
      code: 'contract.creditLimitDecrease',
      field: 'creditLimitBgTollEurMinor',
    });
    const raise = await call('accountant', 'PUT', `/accounts/${id}`, {
      ...body,
      creditLimitBgTollEurMinor: 900_000,
    });
    expect(raise.statusCode, raise.body).toBe(200);
    expect(raise.json<Account>()).toMatchObject({ creditLimitBgTollEurMinor: 900_000, version: 2 });
    const error = await t.database.db
      .execute(sql`update accounts set credit_limit_bg_toll_eur_minor = 1 where id = ${id}`)
      .catch((e: unknown) => e);
    expect(constraintViolation(error)?.constraint).toBe('accounts_credit_limit_decrease');
  });

  it('holds the status table in the database too', async () => {
    const account = await created();
    const attempt = (q: ReturnType<typeof sql>) =>
      t.database.db.execute(q).then(
        () => null,
        (e: unknown) => constraintViolation(e)?.constraint,
      );
    expect(await attempt(sql`update accounts set status = 'SUSPENDED', status_reason = 'x' where id = ${account.id}`)).toBe('accounts_status_transition'); // prettier-ignore
    expect(await attempt(sql`update accounts set status = 'ACTIVE' where id = ${account.id}`)).toBe('accounts_active_signed'); // prettier-ignore
    expect(await attempt(sql`update accounts set status = 'CLOSED' where id = ${account.id}`)).toBe('accounts_status_reason'); // prettier-ignore
  });

  it('keeps readers from writing, per spec §6', async () => {
    expect((await call('reader', 'POST', '/accounts', postpaid())).statusCode).toBe(403);
    expect((await call('unitsWriter', 'POST', '/accounts', postpaid())).statusCode).toBe(403);
    expect((await call('customersWriter', 'POST', '/accounts', postpaid())).statusCode).toBe(201);
    expect((await call('admin', 'POST', '/accounts', postpaid())).statusCode).toBe(201);
  });

  it('exports the filtered contracts as CSV in the caller’s language', async () => {
    const account = await created();
    const res = await call('reader', 'GET', `/file/report/accounts?f_number=${account.number}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Contract,Customer no.,Client');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(account.number);
    expect(lines[1]).toContain('Postpaid');
  });
});

describe('vehicles', () => {
  let account: Account;
  beforeAll(async () => {
    account = await created();
  });
  const add = (units: unknown[], who = 'accountant') =>
    call(who, 'POST', '/accountUnits', { accountID: account.id, accountUnits: units });

  it('adds a fleet with its toll categories, each deliveryMethod 2 and tyreType 1', async () => {
    const res = await add([
      truck('СА1234ВХ'),
      truck('PB1111AB', { vehicleType: 'TRUCK', tractorAxles: 2, trailerAxles: 0, maxWetWeight: 1_200, trainMaxWeight: null }), // prettier-ignore
      truck('PB2222AB', { tractorAxles: 3, trailerAxles: 0, maxWetWeight: 1_242, trainMaxWeight: null }), // prettier-ignore
      truck('PB3333AB', { vehicleType: 'BUS', tractorAxles: 2, trailerAxles: 0, maxWetWeight: 1_950, trainMaxWeight: null }), // prettier-ignore
      truck('PB4444AB', { vehicleType: 'CAR', tractorAxles: 2, trailerAxles: 0, maxWetWeight: 350, trainMaxWeight: null }), // prettier-ignore
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const items = res.json<{ items: Unit[] }>().items;
    expect(items.map((u) => [u.plate, u.totalAxles, u.tollCategory])).toEqual([
      ['CA1234BX', 5, 'OVER_12T_4_PLUS_AXLES'],
      ['PB1111AB', 2, 'FROM_3_5_TO_12T'],
      ['PB2222AB', 3, 'OVER_12T_2_3_AXLES'],
      ['PB3333AB', 2, 'BUS'],
      ['PB4444AB', 2, 'UP_TO_3_5T'],
    ]);
    expect(items.every((u) => u.deliveryMethod === 2 && u.tyreType === 1)).toBe(true);
    expect(items.every((u) => u.accountNumber === account.number)).toBe(true);
    const mine = await call('reader', 'GET', `/accountUnits/account/${account.id}`);
    expect(mine.json<Unit[]>()).toHaveLength(5);
  });

  it('adds all or nothing: a plate on an active contract or listed twice refuses the batch', async () => {
    const other = await created();
    const busy = await call('accountant', 'POST', '/accountUnits', {
      accountID: other.id,
      accountUnits: [truck('PB9001AB'), truck('CA1234BX')],
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json<{ errors: { code: string; message: string }[] }>().errors[0]).toMatchObject({
      code: 'contract.plateOnActiveContract',
      message: 'Vehicle CA1234BX is already on an active contract',
    });
    const twice = await call('accountant', 'POST', '/accountUnits', {
      accountID: other.id,
      accountUnits: [truck('PB9001AB'), truck('pb 9001 ab')],
    });
    expect(twice.statusCode).toBe(400);
    const list = await call('reader', 'GET', '/accountUnits/filter?f_plate=PB9001');
    expect(unitListSchema.parse(list.json()).total).toBe(0);
  });

  it('refuses bad vehicles with the §5 keys', async () => {
    const cases: [unknown, string][] = [
      [truck('PB5555AB', { tractorAxles: 6, trailerAxles: 5 }), 'validation.axleRange'],
      [truck('PB5555AB', { maxDryWeight: 2_000 }), 'contract.unitWeights'],
      [truck('PB5555AB', { emissionClass: 9 }), 'validation.invalidFormat'],
      [truck('!'), 'validation.required'],
    ];
    for (const [unit, code] of cases) {
      const res = await add([unit]);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(400);
      expect(res.json<{ errors: { code: string }[] }>().errors.map((e) => e.code)).toContain(code);
    }
  });

  it('changes a vehicle (category recomputed) and removes it for good', async () => {
    const res = await add([truck('PB6666AB', { trailerAxles: 0, trainMaxWeight: null })]);
    const unit = res.json<{ items: Unit[] }>().items[0]!;
    expect(unit.tollCategory).toBe('OVER_12T_2_3_AXLES');
    const { accountUnitId: id } = unit;
    const changed = await call('accountant', 'PUT', `/accountUnits/${id}`, {
      ...truck('PB6666AB', { trailerAxles: 0, trainMaxWeight: null, maxWetWeight: 1_000 }),
      version: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Unit>()).toMatchObject({ tollCategory: 'FROM_3_5_TO_12T', version: 2 });
    const closed = await call('unitsWriter', 'POST', `/accountUnits/closeUnit/${id}`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<{ unit: Unit; message: string }>()).toMatchObject({
      message: 'The vehicle is removed from the contract',
      unit: { status: 'CLOSED' },
    });
    expect((await call('accountant', 'POST', `/accountUnits/closeUnit/${id}`)).statusCode).toBe(409); // prettier-ignore
    // the plate is free again for another contract
    const other = await created();
    const again = await call('accountant', 'POST', '/accountUnits', {
      accountID: other.id,
      accountUnits: [truck('PB6666AB')],
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((await call('reader', 'POST', `/accountUnits/closeUnit/${id}`)).statusCode).toBe(403);
  });

  it('filters and exports vehicles', async () => {
    const list = await call('reader', 'GET', `/accountUnits/filter?f_accountId=${account.id}&f_status=ACTIVE&sort=plate`); // prettier-ignore
    expect(list.statusCode).toBe(200);
    const page = unitListSchema.parse(list.json());
    expect(page.items.map((u) => u.plate)).toEqual([...page.items.map((u) => u.plate)].sort());
    expect(page.total).toBeGreaterThanOrEqual(5);
    const bus = await call('reader', 'GET', `/accountUnits/filter?f_tollCategory=BUS&f_accountNumber=${account.number}`); // prettier-ignore
    expect(unitListSchema.parse(bus.json()).items.map((u) => u.plate)).toEqual(['PB3333AB']);
    const csv = await call('reader', 'GET', `/accountUnits/export?f_accountId=${account.id}`, undefined, 'bg'); // prettier-ignore
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Рег. номер');
    expect(csv.body).toContain('Над 12 т, 4+ оси');
  });

  it('searches by a plate typed in Cyrillic, and counts a big list only up to its cap', async () => {
    const own = await created();
    const cyrillic = await call('reader', 'GET', `/accountUnits/filter?f_plate=${encodeURIComponent('рв 3333')}`); // prettier-ignore
    expect(unitListSchema.parse(cyrillic.json()).items.map((u) => u.plate)).toContain('PB3333AB');
    // 10,001 vehicles on one contract: the page says "more than 10,000" without counting them all
    await t.database.db.execute(sql`
      insert into account_units (account_id, country_code, plate, vehicle_type, tractor_axles, trailer_axles,
        total_axles, max_wet_weight, emission_class, toll_category)
      select ${own.id}, 'DE', 'CAP' || g, 'TRUCK', 2, 0, 2, 1100, 6, 'FROM_3_5_TO_12T'
      from generate_series(1, 10001) g`);
    const big = unitListSchema.parse((await call('reader', 'GET', `/accountUnits/filter?f_accountId=${own.id}&pageSize=25`)).json()); // prettier-ignore
    expect(big).toMatchObject({ total: 10_000, totalCapped: true });
    expect(big.items).toHaveLength(25);
    const small = unitListSchema.parse((await call('reader', 'GET', `/accountUnits/filter?f_accountId=${own.id}&f_plate=CAP1000`)).json()); // prettier-ignore
    expect(small.total).toBe(3); // CAP1000, CAP10000 and CAP10001
    expect(small.totalCapped).toBeUndefined();
  });

  it('closing a contract removes its vehicles and takes no new ones', async () => {
    const own = await created();
    await call('accountant', 'POST', '/accountUnits', {
      accountID: own.id,
      accountUnits: [truck('PB7777AB')],
    });
    await call('accountant', 'POST', `/accounts/${own.id}/sign`, { version: 1 });
    const closed = await call('accountant', 'POST', `/accounts/${own.id}/close`, {
      version: 2,
      reason: 'Край',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<{ account: Account }>().account.activeUnits).toBe(0);
    const more = await call('accountant', 'POST', '/accountUnits', {
      accountID: own.id,
      accountUnits: [truck('PB7778AB')],
    });
    expect(more.statusCode).toBe(409);
    expect(more.json<{ errors: { code: string }[] }>().errors[0]!.code).toBe('contract.closedForChanges'); // prettier-ignore
  });

  it('fills the form from the registry sandbox, and reports its failures', async () => {
    const res = await call('accountant', 'POST', '/accountUnits/getUnitDataWithRegix', {
      plate: 'СВ 1234 КР',
    });
    expect(res.statusCode, res.body).toBe(200);
    const vehicle = res.json<{ plate: string; maxWetWeight: number; tollCategory: string }>();
    expect(vehicle.plate).toBe('CB1234KP');
    expect(vehicle.maxWetWeight).toBeGreaterThan(0);
    const again = await call('accountant', 'POST', '/accountUnits/getUnitDataWithRegix', {
      plate: 'CB1234KP',
    });
    expect(again.json()).toEqual(res.json());
    for (const [plate, status, code] of [
      ['CB4040AA', 404, 'regix.notFound'],
      ['CB5040AA', 504, 'regix.timeout'],
      ['CB5030AA', 503, 'regix.unavailable'],
      ['CB5000AA', 503, 'regix.unavailable'], // a SOAP fault
      ['CB4010AA', 503, 'regix.unavailable'], // RegiX's own error (HasError)
    ] as const) {
      const failed = await call('accountant', 'POST', '/accountUnits/getUnitDataWithRegix', { plate }); // prettier-ignore
      expect(failed.statusCode).toBe(status);
      expect(failed.json<{ errors: { code: string }[] }>().errors[0]!.code).toBe(code);
    }
    expect((await call('reader', 'POST', '/accountUnits/getUnitDataWithRegix', { plate: 'CB1234KP' })).statusCode).toBe(403); // prettier-ignore
  });
});

describe('self-care', () => {
  it("shows a customer their own contracts and vehicles, and nobody else's", async () => {
    const account = await created();
    await call('accountant', 'POST', '/accountUnits', {
      accountID: account.id,
      accountUnits: [truck('PB8888AB')],
    });
    const owner = await seedUser(t, {
      username: 'a_owner',
      roles: ['ROLE_USERS'],
      customerId: account.customerId,
    });
    tokens.owner = await sessionToken(t, owner.id);
    const other = await seedUser(t, { username: 'a_other', roles: ['ROLE_USERS'], customerId: 'C-1' }); // prettier-ignore
    tokens.other = await sessionToken(t, other.id);
    const mine = await call('owner', 'GET', '/self-care/accounts');
    expect(mine.statusCode, mine.body).toBe(200);
    const list = mine.json<{ account: Account; units: Unit[] }[]>();
    expect(list.map((x) => x.account.number)).toEqual([account.number]);
    expect(list[0]!.units.map((u) => u.plate)).toEqual(['PB8888AB']);
    const theirs = await call('other', 'GET', '/self-care/accounts');
    expect(theirs.json()).toEqual([]);
    expect((await call('accountant', 'GET', '/self-care/accounts')).statusCode).toBe(403);
  });
});
