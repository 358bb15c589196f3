import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicePageSchema, type InvoiceDetail } from '@toll/contract/billing';
import { formatDocumentNumber, lineAmounts } from '@toll/domain/invoicing';
import { checkEn16931, parseUbl, textAt, type XmlNode } from '../../test/en16931-rules';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendInvoiceMail } from './invoice-mail';
import {
  invoiceUbl,
  invoiceUbls,
  renderInvoiceUbl,
  splitAddress,
  type UblInput,
} from './invoice-ubl';

/**
 * The UBL e-invoice (EN 16931 / Peppol BIS Billing 3.0): every generated document — invoices,
 * debit and credit notes, mixed VAT rates with 0 % lines, parties with and without VAT numbers —
 * passes the EN 16931 business rules of `test/en16931-rules.ts` and carries what the VAT Act asks;
 * the checker itself refuses broken documents; the route, its access and the mail attachment.
 */

const ISSUER = {
  name: 'Road Infrastructure Agency – National Toll Administration',
  eik: '000695089',
  vatNumber: 'BG000695089',
  address: 'Bulgaria, Sofia 1606, 3 Makedonia Blvd',
  responsible: 'Chief Accountant',
  iban: 'BG80BNBG96611020345678',
  bank: 'Bulgarian National Bank',
};
const ISSUER_BG = {
  ...ISSUER,
  name: 'Агенция „Пътна инфраструктура“ – Национално тол управление',
  address: 'България, София 1606, бул. „Македония“ 3',
};

const text = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '');
const lineArb = fc.record({
  descriptionBg: text,
  descriptionEn: text,
  quantity: fc.integer({ min: 1, max: 500 }),
  unitPriceMinor: fc.integer({ min: 0, max: 5_000_000 }),
  vatPercent: fc.constantFrom(20, 20, 9, 0),
});
const docArb = fc.record({
  documentType: fc.constantFrom('INVOICE', 'DEBIT_NOTE', 'CREDIT_NOTE') as fc.Arbitrary<
    InvoiceDetail['documentType']
  >,
  number: fc.integer({ min: 1, max: 9_999_999_999 }),
  currency: fc.constantFrom('EUR', 'BGN') as fc.Arbitrary<'EUR' | 'BGN'>,
  lines: fc.array(lineArb, { minLength: 1, maxLength: 25 }),
  business: fc.boolean(),
  vatRegistered: fc.boolean(),
  email: fc.option(fc.constantFrom('fleet@example.com', 'a&b@example.bg'), { nil: null }),
  name: text,
  city: fc.constantFrom<string>('София', 'Stara Zagora', 'Veliko Tarnovo'),
  street: fc.constantFrom<string>('ул. „Шипка“ 6, ет. 2', 'bd. Bulgaria 1', '<b>&"x"'),
  reason: fc.option(text, { nil: null }),
  lang: fc.constantFrom('bg', 'en') as fc.Arbitrary<'bg' | 'en'>,
});
type Generated = typeof docArb extends fc.Arbitrary<infer T> ? T : never;

function detailOf(g: Generated): UblInput {
  const lines = g.lines.map((l, i) => ({ lineNo: i + 1, ...l, ...lineAmounts(l) }));
  const sum = (k: 'netMinor' | 'vatMinor' | 'grossMinor') => lines.reduce((s, l) => s + l[k], 0);
  const note = g.documentType !== 'INVOICE';
  const eik = g.business ? '204567891' : null;
  return {
    id: 7,
    number: formatDocumentNumber(g.number),
    documentType: g.documentType,
    issuedOn: '2026-11-30',
    accountId: 3,
    accountNumber: 'A00000012',
    recipientName: g.name,
    currency: g.currency,
    netMinor: sum('netMinor'),
    vatMinor: sum('vatMinor'),
    grossMinor: sum('grossMinor'),
    status: 'ISSUED',
    relatedInvoiceId: note ? 6 : null,
    relatedInvoiceNumber: note ? '0000000006' : null,
    issuer: { bg: ISSUER_BG, en: ISSUER },
    recipient: {
      name: g.name,
      eik,
      vatNumber: eik && g.vatRegistered ? `BG${eik}` : null,
      address: `BG, 1000 ${g.city}, ${g.street}`,
    },
    reason: note ? (g.reason ?? 'Корекция') : null,
    paidAt: null,
    paymentType: null,
    paymentNumber: null,
    cancelledAt: null,
    cancelReason: null,
    lines,
    related: note
      ? [
          {
            id: 6,
            number: '0000000006',
            documentType: 'INVOICE',
            issuedOn: '2026-11-01',
            accountId: 3,
            accountNumber: 'A00000012',
            recipientName: g.name,
            currency: g.currency,
            netMinor: 0,
            vatMinor: 0,
            grossMinor: 0,
            status: 'ISSUED',
            relatedInvoiceId: null,
            relatedInvoiceNumber: null,
          },
        ]
      : [],
    creditableMinor: 0,
    buyerEmail: g.email,
  };
}

const amount = (node: XmlNode | undefined, path: string) =>
  Math.round(Number(textAt(node, path)) * 100);
const children = (node: XmlNode | undefined, name: string) =>
  node?.children.filter((c) => c.name === name) ?? [];

describe('UBL e-invoice: EN 16931 business rules over generated documents', () => {
  it('every generated document conforms and carries the VAT Act content', () => {
    fc.assert(
      fc.property(docArb, (g) => {
        const detail = detailOf(g);
        const xml = renderInvoiceUbl(detail, g.lang);
        const violations = checkEn16931(xml);
        if (!g.email && !detail.recipient.vatNumber)
          // a private buyer without e-mail has no electronic address (Peppol only, not EN 16931)
          expect(violations.map((v) => v.rule)).toEqual(['PEPPOL-EN16931-R010']);
        else expect(violations).toEqual([]);

        const doc = parseUbl(xml);
        const credit = g.documentType === 'CREDIT_NOTE';
        expect(doc.name).toBe(credit ? 'CreditNote' : 'Invoice');
        expect(textAt(doc, 'cbc:ID')).toMatch(/^\d{10}$/);
        expect(textAt(doc, 'cbc:ID')).toBe(detail.number);
        expect(textAt(doc, credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode')).toBe(
          { INVOICE: '380', DEBIT_NOTE: '383', CREDIT_NOTE: '381' }[g.documentType],
        );
        expect(textAt(doc, 'cbc:IssueDate')).toBe('2026-11-30');
        expect(textAt(doc, 'cbc:TaxPointDate')).toBe('2026-11-30');
        const seller = doc.children.find((c) => c.name === 'cac:AccountingSupplierParty');
        expect(textAt(seller, 'cac:Party/cac:PartyLegalEntity/cbc:CompanyID')).toBe('000695089');
        expect(textAt(seller, 'cac:Party/cac:PartyTaxScheme/cbc:CompanyID')).toBe('BG000695089');
        expect(textAt(seller, 'cac:Party/cac:PostalAddress/cbc:PostalZone')).toBe('1606');
        const buyer = doc.children.find((c) => c.name === 'cac:AccountingCustomerParty');
        expect(textAt(buyer, 'cac:Party/cac:PartyLegalEntity/cbc:RegistrationName')).toBe(
          g.name.trim(),
        );
        expect(textAt(buyer, 'cac:Party/cac:PartyLegalEntity/cbc:CompanyID')).toBe(
          detail.recipient.eik ?? '',
        );
        expect(textAt(buyer, 'cac:Party/cac:PartyTaxScheme/cbc:CompanyID')).toBe(
          detail.recipient.vatNumber ?? '',
        );
        expect(textAt(buyer, 'cac:Party/cac:PostalAddress/cbc:CityName')).toBe(g.city);
        expect(textAt(buyer, 'cac:Party/cac:PostalAddress/cbc:StreetName')).toBe(g.street);
        // tax base and VAT per rate, as the document's lines add up
        const taxTotal = doc.children.find((c) => c.name === 'cac:TaxTotal');
        for (const rate of new Set(g.lines.map((l) => l.vatPercent))) {
          const sub = children(taxTotal, 'cac:TaxSubtotal').find(
            (s) => textAt(s, 'cac:TaxCategory/cbc:Percent') === String(rate),
          );
          const ofRate = detail.lines.filter((l) => l.vatPercent === rate);
          expect(amount(sub, 'cbc:TaxableAmount')).toBe(ofRate.reduce((s, l) => s + l.netMinor, 0));
          expect(amount(sub, 'cbc:TaxAmount')).toBe(ofRate.reduce((s, l) => s + l.vatMinor, 0));
          expect(textAt(sub, 'cac:TaxCategory/cbc:ID')).toBe(rate > 0 ? 'S' : 'E');
          if (rate === 0)
            expect(textAt(sub, 'cac:TaxCategory/cbc:TaxExemptionReason')).toContain(
              g.lang === 'bg' ? 'ЗДДС' : 'VAT Act',
            );
        }
        expect(amount(doc, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(detail.grossMinor);
        // a note names the invoice it corrects
        if (g.documentType !== 'INVOICE') {
          expect(textAt(doc, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toBe(
            '0000000006',
          );
          expect(
            textAt(doc, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate'),
          ).toBe('2026-11-01');
        } else expect(children(doc, 'cac:BillingReference')).toEqual([]);
        // payment to the IBAN with the document's number: the reference bank matching knows
        if (!credit) {
          expect(textAt(doc, 'cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID')).toBe(
            'BG80BNBG96611020345678',
          );
          expect(textAt(doc, 'cac:PaymentMeans/cbc:PaymentID')).toBe(detail.number);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the checker refuses documents that break the rules', () => {
    const detail = detailOf({
      documentType: 'INVOICE',
      number: 42,
      currency: 'EUR',
      lines: [
        {
          descriptionBg: 'а',
          descriptionEn: 'a',
          quantity: 3,
          unitPriceMinor: 1001,
          vatPercent: 20,
        },
        { descriptionBg: 'б', descriptionEn: 'b', quantity: 1, unitPriceMinor: 500, vatPercent: 0 },
      ],
      business: true,
      vatRegistered: true,
      email: null,
      name: 'Fleet Ltd',
      city: 'София',
      street: 'ул. 1',
      reason: null,
      lang: 'en',
    });
    const good = renderInvoiceUbl(detail, 'en');
    expect(checkEn16931(good)).toEqual([]);
    const broken = (from: string | RegExp, to: string) => {
      const xml = good.replace(from, to);
      expect(xml).not.toBe(good);
      return checkEn16931(xml).map((v) => v.rule);
    };
    // a line's net amount changed: the sum, the breakdown and quantity × price disagree
    expect(
      broken(
        '<cbc:LineExtensionAmount currencyID="EUR">30.03<',
        '<cbc:LineExtensionAmount currencyID="EUR">30.04<',
      ),
    ).toEqual(expect.arrayContaining(['BR-CO-10', 'BR-S-08', 'PEPPOL-EN16931-R120']));
    expect(broken(/<cbc:TaxExemptionReason>[^<]*<\/cbc:TaxExemptionReason>/, '')).toContain(
      'BR-E-10',
    );
    expect(
      broken('<cbc:TaxAmount currencyID="EUR">6.01<', '<cbc:TaxAmount currencyID="EUR">6.02<'),
    ).toEqual(expect.arrayContaining(['BR-CO-14']));
    expect(
      broken(
        '<cbc:PayableAmount currencyID="EUR">41.04<',
        '<cbc:PayableAmount currencyID="EUR">41.05<',
      ),
    ).toContain('BR-CO-16');
    expect(
      broken(/<cac:PayeeFinancialAccount><cbc:ID>[^<]*<\/cbc:ID>/, '<cac:PayeeFinancialAccount>'),
    ).toContain('BR-61');
    expect(broken('<cbc:IssueDate>2026-11-30</cbc:IssueDate>', '')).toContain('BR-03');
    expect(
      broken('<cbc:StreetName>ул. 1</cbc:StreetName>', '<cbc:StreetName></cbc:StreetName>'),
    ).toContain('PEPPOL-EN16931-R008');
    expect(
      broken(
        '<cbc:CompanyID>BG204567891</cbc:CompanyID>',
        '<cbc:CompanyID>204567891</cbc:CompanyID>',
      ),
    ).toContain('BR-CO-9');
    expect(broken('currencyID="EUR">0.00<', 'currencyID="BGN">0.00<')).toContain(
      'PEPPOL-EN16931-R051',
    );
    expect(
      broken(
        '<cbc:ID>E</cbc:ID><cbc:Percent>0</cbc:Percent><cac:TaxScheme>',
        '<cbc:ID>E</cbc:ID><cbc:Percent>9</cbc:Percent><cac:TaxScheme>',
      ),
    ).toEqual(expect.arrayContaining(['BR-E-05']));
    expect(broken('unitCode="C62"', 'unitCode="ZZ"')).toContain('BR-CL-23');
    // the schema's order: the tax point date before the type code is not UBL's Invoice
    expect(
      broken('<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>', '').concat(
        broken(
          '<cbc:DocumentCurrencyCode>',
          '<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode><cbc:DocumentCurrencyCode>',
        ),
      ),
    ).toEqual(expect.arrayContaining(['BR-04', 'UBL']));
    expect(checkEn16931('<Invoice><cbc:ID>1</Invoice>')[0]?.rule).toBe('XML');
  });

  it('splits the kept addresses into their parts', () => {
    expect(splitAddress('BG, 1000 София, ул. „Шипка“ 6, ет. 2', 'BG')).toEqual({
      countryCode: 'BG',
      postalCode: '1000',
      city: 'София',
      street: 'ул. „Шипка“ 6, ет. 2',
    });
    expect(splitAddress('България, София 1606, бул. „Македония“ 3', 'BG')).toEqual({
      countryCode: 'BG',
      postalCode: '1606',
      city: 'София',
      street: 'бул. „Македония“ 3',
    });
    expect(splitAddress('DE,  Berlin, Unter den Linden 1', 'BG')).toMatchObject({
      countryCode: 'DE',
      city: 'Berlin',
      postalCode: '',
    });
  });
});

describe('UBL e-invoice: the route, its access and the mail', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    for (const [name, roles] of Object.entries({
      accountant: ['ROLE_ACCOUNTANT'],
      reader: ['ROLE_CUSTOMERS_READ'],
      cashier: ['ROLE_VIGNETTE_USER'],
    } as const)) {
      const user = await seedUser(t, { username: `ubl_${name}`, roles: [...roles] });
      tokens[name] = await sessionToken(t, user.id);
    }
  });
  afterAll(() => t.close());
  const as = (who: string) => bearer(tokens[who]!);

  it('serves every demo document and its notes as UBL the rules accept, in either language', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/invoices?pageSize=500&f_documentType=INVOICE&f_status=ISSUED',
      headers: as('accountant'),
    });
    const [first] = invoicePageSchema.parse(list.json()).items;
    expect(first).toBeDefined();
    for (const [path, reason] of [
      ['credit-note', 'Отстъпка'],
      ['debit-note', 'Доначисляване'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/invoices/${first!.id}/${path}`,
        headers: as('accountant'),
        payload: {
          reason,
          lines: [
            {
              descriptionBg: 'Корекция',
              descriptionEn: 'Correction',
              quantity: 1,
              unitPriceMinor: 100,
            },
            {
              descriptionBg: 'Без ДДС',
              descriptionEn: 'No VAT',
              quantity: 2,
              unitPriceMinor: 50,
              vatPercent: 0,
            },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const all = invoicePageSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/invoices?pageSize=500',
          headers: as('accountant'),
        })
      ).json(),
    ).items;
    expect(all.map((i) => i.documentType)).toEqual(
      expect.arrayContaining(['INVOICE', 'CREDIT_NOTE', 'DEBIT_NOTE']),
    );
    for (const invoice of all) {
      for (const lang of ['bg', 'en']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/invoices/${invoice.id}/ubl?lang=${lang}`,
          headers: as('reader'),
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('application/xml');
        expect(res.headers['content-disposition']).toContain(`${invoice.number}.xml`);
        const violations = checkEn16931(res.body).filter(
          // the demo's private customers without any e-mail have no electronic address
          (v) => v.rule !== 'PEPPOL-EN16931-R010',
        );
        expect(violations, `${invoice.number} ${lang}`).toEqual([]);
        expect(textAt(parseUbl(res.body), 'cbc:ID')).toBe(invoice.number);
        if (invoice.relatedInvoiceNumber)
          expect(
            textAt(parseUbl(res.body), 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID'),
          ).toBe(invoice.relatedInvoiceNumber);
      }
    }
    // the module's entry points for other modules: one document, or many set-based (the same
    // bytes, in the order asked, unknown ids left out)
    const ids = all.map((i) => i.id).reverse();
    const batch = await invoiceUbls(t.database.db, [...ids, 999_999]);
    expect(batch.map((u) => u.id)).toEqual(ids);
    for (const u of batch) expect(u.xml).toBe((await invoiceUbl(t.database.db, u.id)).xml);
    const direct = await invoiceUbl(t.database.db, all[0]!.id, 'en');
    expect(direct.fileName).toBe(`${all[0]!.number}.xml`);
    expect(checkEn16931(direct.xml).filter((v) => v.rule !== 'PEPPOL-EN16931-R010')).toEqual([]);
  });

  it('keeps the PDF route’s access and answers 404 for an unknown document', async () => {
    const cashier = await t.app.inject({
      method: 'GET',
      url: '/api/invoices/1/ubl',
      headers: as('cashier'),
    });
    expect(cashier.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/invoices/1/ubl' });
    expect(anonymous.statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/invoices/999999/ubl',
      headers: as('reader'),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].code).toBe('invoice.notFound');
  });

  it('mails the e-invoice beside the PDF', async () => {
    const sent: { attachments?: { filename: string; content: Buffer | string }[] }[] = [];
    await sendInvoiceMail(
      t.database.db,
      { send: async (mail) => void sent.push(mail) },
      { invoiceId: 1, to: 'fleet@example.com' },
    );
    const files = sent[0]?.attachments ?? [];
    expect(files.map((f) => f.filename)).toEqual(['0000000001.pdf', '0000000001.xml']);
    expect(checkEn16931(String(files[1]!.content))).toEqual([]);
  });
});
