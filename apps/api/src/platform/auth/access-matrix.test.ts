import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '@toll/domain/access';
import { modeFromFlags } from '@toll/domain/feature-flags';
import { ROLES, type Role } from '@toll/domain/roles';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';

/**
 * Walks every API route against every role (and an anonymous caller, and a customer) and checks
 * the answer against the access table of packages/domain: refused exactly when the table says so.
 */
let t: TestApp;
const callers: { name: string; roles: Role[]; customerId: string | null; id: number | null }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  callers.push({ name: 'anonymous', roles: [], customerId: null, id: null });
  for (const role of ROLES) {
    const user = await seedUser(t, {
      username: `m_${role.toLowerCase()}`,
      roles: [role],
      partnerId: 1,
    });
    callers.push({ name: role, roles: [role], customerId: null, id: user.id });
  }
  const customer = await seedUser(t, {
    username: 'm_customer',
    roles: ['ROLE_USERS'],
    customerId: 'C-1',
  });
  callers.push({ name: 'customer', roles: ['ROLE_USERS'], customerId: 'C-1', id: customer.id });
}, 120_000);
afterAll(() => t.close());

const DENIED = ['common.missingToken', 'common.forbidden'];
const PARTNER_ROUTES = [
  'GET /api/partners',
  'POST /api/partners',
  'GET /api/partners/:id',
  'PUT /api/partners/:id',
  'GET /api/partners/export',
  'POST /api/partners/:id/suspend',
  'POST /api/partners/:id/reactivate',
  'POST /api/partners/changePartnerCommissioners',
  'POST /api/partners/createSalesPartner',
  'PUT /api/partners/updateSalesPartner/:id',
  'GET /api/partners/salePartnersAndCommissioners',
  'GET /api/partners/sale-partners-and-toll-customers',
  'GET /api/partners/getVendors',
  'POST /api/partners/apis',
  'DELETE /api/partners/apis/:keyId',
  'GET /api/partners/with-available-ibans',
  'GET /api/partners/destination-ibans',
  'GET /api/partners/isTdpIdDuplicated/:id',
  'GET /api/partners/isTrackerAttached',
  'GET /api/recipient-ibans',
  'GET /api/paymentTerminalContexts',
  'GET /api/history/:entity/:id',
];
const ACCOUNT_ROUTES = [
  'GET /api/accounts',
  'GET /api/accounts/:id',
  'GET /api/accounts/customer/:id',
  'GET /api/file/report/accounts',
  'GET /api/accounts/export',
  'POST /api/accounts',
  'PUT /api/accounts/:id',
  'POST /api/accounts/pre-close',
  'POST /api/accounts/:id/suspend',
  'POST /api/accounts/:id/reactivate',
  'POST /api/accounts/:id/close',
  'POST /api/accounts/:id/sign',
  'GET /api/accountUnits/filter',
  'GET /api/accountUnits/export',
  'GET /api/accountUnits/account/:id',
  'POST /api/accountUnits',
  'PUT /api/accountUnits/:id',
  'POST /api/accountUnits/closeUnit/:id',
  'POST /api/accountUnits/getUnitDataWithRegix',
  'GET /api/self-care/accounts',
  'GET /api/self-care/toll-settings',
  'PUT /api/self-care/accounts/:id/notifications',
  // a site user's saved vehicles (spec §7 /vehicles)
  'GET /api/vehicles',
  'POST /api/vehicles/create',
  'POST /api/vehicles/delete',
  'POST /api/accountUnits/singleUnitVerification',
  // the client screen (#17): addresses, the detailed report, detaching a site user
  'GET /api/clients/:customerId/addresses',
  'POST /api/clients/:customerId/addresses',
  'PUT /api/clients/:customerId/addresses/:id',
  'DELETE /api/clients/:customerId/addresses/:id',
  'GET /api/clients/:customerId/detailed-report',
  'GET /api/clients/:customerId/detailed-report/export',
  'POST /api/self-service/user/detach',
];
const POS_ROUTES = [
  'GET /api/pos',
  'GET /api/pos/user/all',
  'GET /api/pos/:id/all',
  'POST /api/pos',
  'PUT /api/pos/:id',
  'POST /api/pos/restore/:id',
  'DELETE /api/pos/:id',
  'POST /api/cashiershift/start',
  'POST /api/cashiershift/end/:id',
  'GET /api/cashiershift',
  'GET /api/cashiershift/status/:id',
  'GET /api/cashiershift/user',
  'GET /api/cashiershift/sales/:id',
  'GET /api/cashiershift/detailedReport/:id',
  'GET /api/cashiershift/summarizedReport/:id',
  'POST /api/counter-sales',
  'POST /api/counter-sales/:id/cash',
  'POST /api/counter-sales/:id/cancel',
  'POST /api/counter-sales/quote',
  'GET /api/counter-sales/route-passes/:id',
  // the reseller API (a partner API key, not a session) and the bulk purchase (#18)
  'POST /api/reseller/quote',
  'POST /api/reseller/sales',
  'GET /api/reseller/sales/:id',
  'POST /api/bulk-purchases/check',
  'POST /api/bulk-purchases',
];
const LEDGER_ROUTES = [
  'GET /api/ledger/trial-balance',
  'GET /api/ledger/trial-balance/export',
  'GET /api/ledger/accounts/:id/entries',
  'POST /api/toll-charging/transactions',
  'POST /api/toll-charges/import',
  'POST /api/toll-charges/adjustments',
  'GET /api/toll-charges/contracts/:id/balance',
];
const NOTIFICATION_ROUTES = [
  'GET /api/notificationReport/notifications/filtered',
  'GET /api/notificationReport/notifications/export',
  'GET /api/notificationReport/notifications/id/:id',
  'GET /api/notificationReport/notifications/contractId/:id',
  'POST /api/notificationReport/notifications/id/:id/resend',
];
const DEVICE_ROUTES = [
  'GET /api/obu',
  'GET /api/obu/export',
  'GET /api/obu/available',
  'GET /api/obu/:id',
  'PUT /api/obu/:id',
  'POST /api/obu/attach',
  'POST /api/obu/return/:id',
  'GET /api/obu/attachments/account/:id',
  'GET /api/self-care/obu',
  'POST /api/self-care/obu/deliveries',
  'GET /api/obu/deliveries',
  'POST /api/obu/deliveries',
  'POST /api/obu/deliveries/:id/ship',
  'POST /api/obu/deliveries/:id/confirm',
  'POST /api/obu/deliveries/:id/cancel',
  'GET /api/warehouses',
  'POST /api/warehouses',
  'GET /api/warehouses/stock',
  'GET /api/warehouses/stock/export',
  'GET /api/warehouses/movements',
  'POST /api/warehouses/movements',
  'GET /api/warehouses/movements/:id/document',
  'POST /api/warehouses/receive',
  'GET /api/warehouses/handouts/contract',
  'POST /api/warehouses/handouts',
  'GET /api/sales/inquiry',
  'GET /api/sales/inquiry/export',
  'GET /api/sales/inquiry/filters',
  'GET /api/sales/inquiry/:id',
  'POST /api/sales/inquiry/:id/reversal',
  'POST /api/sales/failed-activations/:itemId/retry',
  'POST /api/sales/failed-activations/:itemId/refund',
];
// contract documents and the charging-system sync (#17, second part)
const CUSTOMERS_MORE_ROUTES = [
  'GET /api/accounts/:id/documents',
  'GET /api/accounts/:id/documents/:documentId',
  'POST /api/accounts/:id/documents',
  'POST /api/accountUnits/syncUnit/:id',
  'POST /api/accountUnits/syncUnitsForAccount/:id',
  'GET /api/accountUnits/syncState/account/:id',
  'GET /api/charging-sync/events',
  'POST /api/charging-sync/events/:id/retry',
  'POST /api/charging-sync/deliver',
  'GET /api/charging-sync/sandbox',
  'PUT /api/charging-sync/sandbox',
  'POST /api/self-service/user',
  'GET /api/self-service/unlink-partner',
  'GET /api/self-service/retrieve-user-details',
  'POST /api/accountUnits/massDepositPayment',
];
const REPORT_ROUTES = [
  'GET /api/reports/aggregated',
  'GET /api/reports/aggregated/export',
  'GET /api/reports/sales',
  'GET /api/reports/sales/export',
  'GET /api/reports/toll-sales',
  'GET /api/reports/toll-sales/export',
  'GET /api/reports/subscriptions',
  'POST /api/reports/subscriptions',
  'DELETE /api/reports/subscriptions/:id',
  'GET /api/reports/deliveries',
  'GET /api/send/reports/partners',
  'POST /api/send/reports/bypartnerservice',
  'POST /api/storage/send/reports/to-partners',
  'GET /api/send/reports/accountant',
  'POST /api/send/reports/msts/customers',
  'GET /api/office/delicts',
  'GET /api/office/delicts/:documentNumber',
  'GET /api/office/delict-payments',
];
const BANK_ROUTES = [
  'GET /api/bank/accounts',
  'POST /api/bank/statements',
  'GET /api/bank/statements',
  'GET /api/bank/statements/:id',
  'GET /api/bank/transactions',
  'GET /api/bank/transactions/:id',
  'POST /api/bank/transactions/:id/assign',
  'POST /api/bank/transactions/:id/retry',
  'POST /api/bank/transactions/:id/mark-processed',
  'GET /api/bank/contract-lookup',
  'GET /api/bank/partner-lookup',
  'POST /api/bank/transactions/:id/assign-partner',
  'POST /api/bank/statements/:id/undo',
  'GET /api/bank/card-settlements',
];
const MASS_MAIL_ROUTES = [
  'GET /api/mass-mails',
  'POST /api/mass-mails',
  'GET /api/mass-mails/options',
  'GET /api/mass-mails/:id',
  'POST /api/mass-mails/:id/test',
  'POST /api/mass-mails/:id/send',
  'GET /api/mass-mails/:id/recipients',
  'GET /api/mass-mails/:id/not-sent',
];
// money (#19, second pass): self-care card payments, partner obligations, ongoing payments, a
// contract's payments and obligations, a partner's service fees, the invoice's bank payments
const MONEY_ROUTES = [
  'GET /api/self-care/accounts/:id/payments',
  'POST /api/self-care/accounts/:id/card-payments',
  'POST /api/self-care/card-payments/:id/check',
  'GET /api/sales-partners/obligations',
  'GET /api/sales-partners/obligations/export',
  'GET /api/ongoing-payments',
  'GET /api/ongoing-payments/export',
  'GET /api/ongoing-payments/report',
  'GET /api/ongoing-payments/report/export',
  'GET /api/accounts/:id/payments',
  'GET /api/accounts/:id/obligations',
  'GET /api/partners/:id/service-fees',
  'GET /api/invoices/:id/bank-payments',
  'POST /api/accounts/:id/card-payments/:cardPaymentId/refund',
  'POST /api/accounts/:id/internal-transfers',
  'GET /api/accounts/:id/internal-transfers',
];
// international toll (MSTS, #21; behind its flag: refused to all while it is off)
const MSTS_ROUTES = [
  'POST /api/msts/transactions',
  'POST /api/msts/import',
  'GET /api/msts/transactions',
  'GET /api/msts/transactions/export',
  'GET /api/msts/contracts/:id',
  'GET /api/msts/batches/:id/file',
  'GET /api/msts/overcharges',
  'POST /api/msts/keys',
  'GET /api/msts/keys',
  'DELETE /api/msts/keys/:id',
];
const fill = (url: string) =>
  url.replace(/:[A-Za-z]+/g, (param) => (param === ':code' ? 'BG' : '999999'));

describe('every route against every role', () => {
  it('answers exactly as the access table says', async () => {
    const context = { mode: modeFromFlags(t.config.featureFlags), flags: t.config.featureFlags };
    const routes = t.app.routeAccess.filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(25);
    // the partner register and the record history are walked like every other route
    const declared = routes.map((r) => `${r.method} ${r.url}`);
    expect(declared).toEqual(expect.arrayContaining(PARTNER_ROUTES));
    // contracts and vehicles (#17) too
    expect(declared).toEqual(expect.arrayContaining(ACCOUNT_ROUTES));
    // so are the points of sale and the cashier shifts
    expect(declared).toEqual(expect.arrayContaining(POS_ROUTES));
    // and the ledger's reports
    expect(declared).toEqual(expect.arrayContaining(LEDGER_ROUTES));
    // and the notification log (#21)
    expect(declared).toEqual(expect.arrayContaining(NOTIFICATION_ROUTES));
    // devices, deliveries and the warehouse (#20)
    expect(declared).toEqual(expect.arrayContaining(DEVICE_ROUTES));
    expect(declared).toEqual(expect.arrayContaining(CUSTOMERS_MORE_ROUTES));
    // and the reports, scheduled reports and the back office's delict searches
    expect(declared).toEqual(expect.arrayContaining(REPORT_ROUTES));
    // and the bank statements (#19 item 3)
    expect(declared).toEqual(expect.arrayContaining(BANK_ROUTES));
    // mass mailing (#21)
    expect(declared).toEqual(expect.arrayContaining(MASS_MAIL_ROUTES));
    expect(declared).toEqual(expect.arrayContaining(MSTS_ROUTES));
    expect(declared).toEqual(expect.arrayContaining(MONEY_ROUTES));
    const mismatches: string[] = [];
    // `GET /self-service/unlink-partner` (spec §7) detaches the signed-in customer from its
    // client: walked last, so the customer keeps its id for every other route
    const unlinkLast = (r: { url: string }) => (r.url.endsWith('/unlink-partner') ? 1 : 0);
    for (const route of [...routes].sort((a, b) => unlinkLast(a) - unlinkLast(b))) {
      for (const caller of callers) {
        const headers = caller.id === null ? {} : bearer(await sessionToken(t, caller.id));
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fill(route.url),
          headers,
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        const code =
          res.statusCode >= 400
            ? (res.json<{ errors: { code: string }[] }>().errors[0]?.code ?? '')
            : '';
        const refused = DENIED.includes(code);
        const user =
          caller.id === null ? null : { roles: caller.roles, customerId: caller.customerId };
        const allowed = route.access === 'public' || can(user, route.access, context);
        if (refused === allowed)
          mismatches.push(
            `${route.method} ${route.url} as ${caller.name}: ${res.statusCode} ${code}, table says ${allowed ? 'allowed' : 'refused'}`,
          );
        if (refused && caller.id === null && res.statusCode !== 401)
          mismatches.push(
            `${route.method} ${route.url} anonymous: expected 401, got ${res.statusCode}`,
          );
        if (refused && caller.id !== null && res.statusCode !== 403)
          mismatches.push(
            `${route.method} ${route.url} as ${caller.name}: expected 403, got ${res.statusCode}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000);

  it('refuses tampered, expired and ended tokens with 401', async () => {
    const user = await seedUser(t, { username: 'm_tokens', roles: ['ROLE_ADMIN'] });
    const token = await sessionToken(t, user.id);
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/user/details',
      headers: bearer(token),
    });
    expect(ok.statusCode).toBe(200);
    const [head, body] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    const tampered = await t.app.inject({
      method: 'GET',
      url: '/api/user/details',
      headers: bearer(`${head}.${forged}.${token.split('.')[2]}`),
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().errors[0].code).toBe('auth.invalidToken');
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/roles',
      headers: bearer('not-a-token'),
    });
    expect(garbage.json().errors[0].code).toBe('auth.invalidToken');
    t.clock.advance(16 * 60_000);
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/user/details',
      headers: bearer(token),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errors[0].code).toBe('auth.tokenExpired');
    t.clock.advance(-16 * 60_000);
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token) });
    const ended = await t.app.inject({
      method: 'GET',
      url: '/api/user/details',
      headers: bearer(token),
    });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().errors[0].code).toBe('auth.sessionEnded');
    const publicWithBadToken = await t.app.inject({
      method: 'GET',
      url: '/api/countries',
      headers: bearer('garbage'),
    });
    expect(publicWithBadToken.statusCode).toBe(200);
  });
});
