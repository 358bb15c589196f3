import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * A checker of UBL 2.1 e-invoices against the business rules of EN 16931 (the rules of the CEN
 * validation artefacts, ConnectingEurope eInvoicing-EN16931, UBL binding) and of Peppol BIS Billing
 * 3.0 that apply to what the platform issues. The official Schematron/XSLT artefacts are not
 * published on the npm registry nor as a Debian package (the only sources this project may install
 * from), so the rules are restated here from their text, with the artefacts' own tolerances
 * (BR-CO-17/BR-S-09: ±1 currency unit). Covered (`RULES`):
 *
 *  - structure: well-formed XML; the root's namespace; the UBL 2.1 order of every element the
 *    platform writes (`ORDER`), unknown children refused; no empty element (Peppol R008);
 *  - BR-01…BR-16, BR-21…BR-27 (mandatory terms), BR-45…BR-49, BR-55 (preceding invoice ID), BR-61
 *    (credit transfer names the account), BR-CO-3, BR-CO-4, BR-CO-9, BR-CO-10, BR-CO-13…BR-CO-18,
 *    BR-CO-25, BR-CO-26, BR-DEC-09…BR-DEC-23 (two decimals);
 *  - VAT categories: BR-S-01, -02, -05, -08, -09, -10; BR-Z-01, -02, -05, -08, -09, -10;
 *    BR-E-01, -02, -05, -08, -09, -10;
 *  - code lists: BR-CL-01 (the document type codes of the Peppol subset), BR-CL-03/-04
 *    (currency), BR-CL-14 (country), BR-CL-16 (payment means), BR-CL-17/-18 (VAT category),
 *    BR-CL-23 (unit C62 / H87 / EA), BR-CL-25 (electronic address scheme);
 *  - Peppol: R001/R004/R007 (customization and profile), R003 (buyer reference), R010/R020
 *    (electronic addresses), R051 (one currency on every amount), R053 (one tax total),
 *    R120/R121 (line net = quantity × price).
 *
 * Not covered (the platform writes none of these terms): allowances and charges (BR-31…BR-44,
 * BR-CO-5…8, -11, -12, -21…24), invoicing periods (BR-29, BR-30, BR-CO-19, -20), the other VAT
 * categories (AE, K, G, O, L, M), tax currency (BR-53), payee and tax representative (BR-17,
 * BR-18…20), attachments (BR-52), card and direct-debit payment (BR-50, BR-51, BR-62…64).
 */

export type XmlNode = {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
};
export type RuleViolation = { rule: string; message: string };

type Raw = Record<string, unknown>;
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
});

function toNodes(raw: Raw[]): XmlNode[] {
  const nodes: XmlNode[] = [];
  for (const item of raw) {
    const name = Object.keys(item).find((k) => k !== ':@');
    if (!name || name === '#text' || name.startsWith('?')) continue;
    const body = item[name] as Raw[];
    const attrs = (item[':@'] ?? {}) as Record<string, string>;
    const text = body
      .filter((c) => '#text' in c)
      .map((c) => String(c['#text']))
      .join('');
    nodes.push({ name, attrs, children: toNodes(body), text });
  }
  return nodes;
}

export function parseUbl(xml: string): XmlNode {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed: ${JSON.stringify(valid.err)}`);
  const roots = toNodes(parser.parse(xml) as Raw[]);
  if (roots.length !== 1) throw new Error('a document has one root element');
  return roots[0]!;
}

const kids = (n: XmlNode | undefined, name: string) =>
  n ? n.children.filter((c) => c.name === name) : [];
const kid = (n: XmlNode | undefined, name: string) => kids(n, name)[0];
/** The node at a path of child names ("cac:Party/cac:PartyName/cbc:Name"). */
export function at(n: XmlNode | undefined, path: string): XmlNode | undefined {
  return path.split('/').reduce<XmlNode | undefined>((node, step) => kid(node, step), n);
}
export const textAt = (n: XmlNode | undefined, path: string) => at(n, path)?.text ?? '';
const all = (n: XmlNode, out: XmlNode[] = []) => {
  out.push(n);
  for (const c of n.children) all(c, out);
  return out;
};

/** Amounts as integer hundredths (every amount has at most two decimals: BR-DEC-*). */
const cents = (s: string) => Math.round(Number(s) * 100);
const TWO_DECIMALS = /^-?\d+(\.\d{1,2})?$/;

/** The UBL 2.1 order of the children the platform writes (a subset of each schema sequence). */
const ORDER: Record<string, string[]> = {
  Invoice: [
    'cbc:CustomizationID',
    'cbc:ProfileID',
    'cbc:ID',
    'cbc:IssueDate',
    'cbc:DueDate',
    'cbc:InvoiceTypeCode',
    'cbc:Note',
    'cbc:TaxPointDate',
    'cbc:DocumentCurrencyCode',
    'cbc:BuyerReference',
    'cac:BillingReference',
    'cac:AccountingSupplierParty',
    'cac:AccountingCustomerParty',
    'cac:PaymentMeans',
    'cac:PaymentTerms',
    'cac:TaxTotal',
    'cac:LegalMonetaryTotal',
    'cac:InvoiceLine',
  ],
  CreditNote: [
    'cbc:CustomizationID',
    'cbc:ProfileID',
    'cbc:ID',
    'cbc:IssueDate',
    'cbc:TaxPointDate',
    'cbc:CreditNoteTypeCode',
    'cbc:Note',
    'cbc:DocumentCurrencyCode',
    'cbc:BuyerReference',
    'cac:BillingReference',
    'cac:AccountingSupplierParty',
    'cac:AccountingCustomerParty',
    'cac:PaymentMeans',
    'cac:PaymentTerms',
    'cac:TaxTotal',
    'cac:LegalMonetaryTotal',
    'cac:CreditNoteLine',
  ],
  'cac:BillingReference': ['cac:InvoiceDocumentReference'],
  'cac:InvoiceDocumentReference': ['cbc:ID', 'cbc:IssueDate'],
  'cac:AccountingSupplierParty': ['cac:Party'],
  'cac:AccountingCustomerParty': ['cac:Party'],
  'cac:Party': [
    'cbc:EndpointID',
    'cac:PartyIdentification',
    'cac:PartyName',
    'cac:PostalAddress',
    'cac:PartyTaxScheme',
    'cac:PartyLegalEntity',
    'cac:Contact',
  ],
  'cac:PartyIdentification': ['cbc:ID'],
  'cac:PartyName': ['cbc:Name'],
  'cac:PostalAddress': [
    'cbc:StreetName',
    'cbc:AdditionalStreetName',
    'cbc:CityName',
    'cbc:PostalZone',
    'cbc:CountrySubentity',
    'cac:AddressLine',
    'cac:Country',
  ],
  'cac:Country': ['cbc:IdentificationCode'],
  'cac:PartyTaxScheme': ['cbc:CompanyID', 'cac:TaxScheme'],
  'cac:PartyLegalEntity': ['cbc:RegistrationName', 'cbc:CompanyID', 'cbc:CompanyLegalForm'],
  'cac:Contact': ['cbc:Name', 'cbc:Telephone', 'cbc:ElectronicMail'],
  'cac:TaxScheme': ['cbc:ID'],
  'cac:PaymentMeans': [
    'cbc:PaymentMeansCode',
    'cbc:PaymentDueDate',
    'cbc:PaymentID',
    'cac:PayeeFinancialAccount',
  ],
  'cac:PayeeFinancialAccount': ['cbc:ID', 'cbc:Name', 'cac:FinancialInstitutionBranch'],
  'cac:PaymentTerms': ['cbc:Note'],
  'cac:TaxTotal': ['cbc:TaxAmount', 'cac:TaxSubtotal'],
  'cac:TaxSubtotal': ['cbc:TaxableAmount', 'cbc:TaxAmount', 'cac:TaxCategory'],
  'cac:TaxCategory': [
    'cbc:ID',
    'cbc:Percent',
    'cbc:TaxExemptionReasonCode',
    'cbc:TaxExemptionReason',
    'cac:TaxScheme',
  ],
  'cac:ClassifiedTaxCategory': ['cbc:ID', 'cbc:Percent', 'cac:TaxScheme'],
  'cac:LegalMonetaryTotal': [
    'cbc:LineExtensionAmount',
    'cbc:TaxExclusiveAmount',
    'cbc:TaxInclusiveAmount',
    'cbc:AllowanceTotalAmount',
    'cbc:ChargeTotalAmount',
    'cbc:PrepaidAmount',
    'cbc:PayableRoundingAmount',
    'cbc:PayableAmount',
  ],
  'cac:InvoiceLine': [
    'cbc:ID',
    'cbc:Note',
    'cbc:InvoicedQuantity',
    'cbc:LineExtensionAmount',
    'cac:Item',
    'cac:Price',
  ],
  'cac:CreditNoteLine': [
    'cbc:ID',
    'cbc:Note',
    'cbc:CreditedQuantity',
    'cbc:LineExtensionAmount',
    'cac:Item',
    'cac:Price',
  ],
  'cac:Item': ['cbc:Description', 'cbc:Name', 'cac:ClassifiedTaxCategory'],
  'cac:Price': ['cbc:PriceAmount', 'cbc:BaseQuantity'],
};

const NAMESPACES: Record<string, string> = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
};
const INVOICE_TYPE_CODES = new Set(
  '71 80 82 84 102 218 219 326 331 380 382 383 384 386 388 393 395 553 575 623 780 817 870 875 876 877'.split(
    ' ',
  ),
);
const CREDIT_NOTE_TYPE_CODES = new Set(['81', '83', '381', '396', '532']);
const CURRENCIES = new Set([
  'EUR',
  'BGN',
  'USD',
  'GBP',
  'CHF',
  'RON',
  'HUF',
  'CZK',
  'PLN',
  'DKK',
  'SEK',
]);
const EU_COUNTRIES = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK GB NO CH TR RS MK UA MD US'.split(
    ' ',
  ),
);
const PAYMENT_MEANS = new Set([
  '1',
  '10',
  '20',
  '30',
  '31',
  '42',
  '48',
  '49',
  '54',
  '55',
  '57',
  '58',
  '59',
  '68',
  '97',
  'ZZZ',
]);
const VAT_CATEGORIES = new Set(['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M']);
const UNITS = new Set(['C62', 'H87', 'EA']);
const EAS = new Set(['0088', '0060', '0192', '0208', '9925', '9926', '9930', '9947', 'EM']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';

/** Every rule a UBL document breaks (none: it conforms to what is covered here). */
export function checkEn16931(xml: string): RuleViolation[] {
  const out: RuleViolation[] = [];
  const fail = (rule: string, message: string) => out.push({ rule, message });
  let doc: XmlNode;
  try {
    doc = parseUbl(xml);
  } catch (error) {
    return [{ rule: 'XML', message: (error as Error).message }];
  }
  const credit = doc.name === 'CreditNote';
  if (!NAMESPACES[doc.name]) return [{ rule: 'UBL', message: `root ${doc.name}` }];
  if (doc.attrs.xmlns !== NAMESPACES[doc.name]) fail('UBL', 'root namespace');

  // structure: the schema's order, nothing unknown, nothing empty
  for (const node of all(doc)) {
    const order = ORDER[node.name];
    if (order) {
      let last = -1;
      for (const c of node.children) {
        const i = order.indexOf(c.name);
        if (i < 0) fail('UBL', `${c.name} is not expected in ${node.name}`);
        else if (i < last) fail('UBL', `${c.name} is out of order in ${node.name}`);
        else last = i;
      }
    }
    if (node.children.length === 0 && node.text === '')
      fail('PEPPOL-EN16931-R008', `empty element ${node.name}`);
  }

  const need = (rule: string, path: string, what: string) => {
    if (textAt(doc, path) === '') fail(rule, `${what} (${path}) is missing`);
  };
  need('BR-01', 'cbc:CustomizationID', 'specification identifier');
  need('BR-02', 'cbc:ID', 'invoice number');
  need('BR-03', 'cbc:IssueDate', 'issue date');
  need('BR-04', credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', 'invoice type code');
  need('BR-05', 'cbc:DocumentCurrencyCode', 'currency');
  const seller = at(doc, 'cac:AccountingSupplierParty/cac:Party');
  const buyer = at(doc, 'cac:AccountingCustomerParty/cac:Party');
  if (!textAt(seller, 'cac:PartyLegalEntity/cbc:RegistrationName')) fail('BR-06', 'seller name');
  if (!textAt(buyer, 'cac:PartyLegalEntity/cbc:RegistrationName')) fail('BR-07', 'buyer name');
  if (!at(seller, 'cac:PostalAddress')) fail('BR-08', 'seller postal address');
  if (!textAt(seller, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode'))
    fail('BR-09', 'seller country');
  if (!at(buyer, 'cac:PostalAddress')) fail('BR-10', 'buyer postal address');
  if (!textAt(buyer, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode'))
    fail('BR-11', 'buyer country');
  const totals = at(doc, 'cac:LegalMonetaryTotal');
  need('BR-12', 'cac:LegalMonetaryTotal/cbc:LineExtensionAmount', 'sum of line net amounts');
  need('BR-13', 'cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount', 'total without VAT');
  need('BR-14', 'cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount', 'total with VAT');
  need('BR-15', 'cac:LegalMonetaryTotal/cbc:PayableAmount', 'amount due');
  const lineTag = credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  const quantityTag = credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity';
  const lines = kids(doc, lineTag);
  if (lines.length === 0) fail('BR-16', 'no invoice line');

  // code lists
  const currency = textAt(doc, 'cbc:DocumentCurrencyCode');
  if (!CURRENCIES.has(currency)) fail('BR-CL-04', `currency ${currency}`);
  const typeCode = textAt(doc, credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode');
  if (!(credit ? CREDIT_NOTE_TYPE_CODES : INVOICE_TYPE_CODES).has(typeCode))
    fail('BR-CL-01', `type code ${typeCode}`);
  for (const d of ['cbc:IssueDate', 'cbc:TaxPointDate', 'cbc:DueDate'])
    if (at(doc, d) && !DATE.test(textAt(doc, d))) fail('UBL', `${d} is not a date`);
  for (const p of [seller, buyer]) {
    const country = textAt(p, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode');
    if (country && !EU_COUNTRIES.has(country)) fail('BR-CL-14', `country ${country}`);
    const endpoint = at(p, 'cbc:EndpointID');
    if (endpoint && !EAS.has(endpoint.attrs.schemeID ?? ''))
      fail('BR-CL-25', `electronic address scheme ${endpoint.attrs.schemeID ?? '(none)'}`);
  }

  // every amount in the document's currency with at most two decimals
  for (const node of all(doc)) {
    if ('currencyID' in node.attrs) {
      if (node.attrs.currencyID !== currency)
        fail('PEPPOL-EN16931-R051', `${node.name} in ${node.attrs.currencyID}`);
      if (!TWO_DECIMALS.test(node.text))
        fail('BR-DEC', `${node.name} ${node.text} has more than two decimals`);
    }
  }

  // Peppol profile
  if (textAt(doc, 'cbc:CustomizationID') !== CUSTOMIZATION)
    fail('PEPPOL-EN16931-R004', 'customization identifier');
  if (!/^urn:fdc:peppol\.eu:2017:poacc:billing:\d\d:1\.0$/.test(textAt(doc, 'cbc:ProfileID')))
    fail('PEPPOL-EN16931-R001/R007', 'business process');
  if (!textAt(doc, 'cbc:BuyerReference') && !at(doc, 'cac:OrderReference'))
    fail('PEPPOL-EN16931-R003', 'buyer reference or order reference');
  if (!textAt(seller, 'cbc:EndpointID')) fail('PEPPOL-EN16931-R020', 'seller electronic address');
  if (!textAt(buyer, 'cbc:EndpointID')) fail('PEPPOL-EN16931-R010', 'buyer electronic address');
  const taxTotals = kids(doc, 'cac:TaxTotal');
  if (taxTotals.filter((t) => kids(t, 'cac:TaxSubtotal').length > 0).length !== 1)
    fail('PEPPOL-EN16931-R053', 'exactly one tax total with subtotals');

  // lines
  const lineNet = new Map<string, number>();
  let lineSum = 0;
  const lineCategories = new Set<string>();
  for (const line of lines) {
    const id = textAt(line, 'cbc:ID');
    if (!id) fail('BR-21', 'line identifier');
    const quantity = at(line, quantityTag);
    if (!quantity?.text) fail('BR-22', `line ${id}: quantity`);
    if (!quantity?.attrs.unitCode) fail('BR-23', `line ${id}: unit of measure`);
    else if (!UNITS.has(quantity.attrs.unitCode))
      fail('BR-CL-23', `line ${id}: unit ${quantity.attrs.unitCode}`);
    const net = textAt(line, 'cbc:LineExtensionAmount');
    if (!net) fail('BR-24', `line ${id}: net amount`);
    if (!textAt(line, 'cac:Item/cbc:Name')) fail('BR-25', `line ${id}: item name`);
    const price = textAt(line, 'cac:Price/cbc:PriceAmount');
    if (!price) fail('BR-26', `line ${id}: item net price`);
    else if (Number(price) < 0) fail('BR-27', `line ${id}: negative price`);
    const base = textAt(line, 'cac:Price/cbc:BaseQuantity') || '1';
    if (!(Number(base) > 0)) fail('PEPPOL-EN16931-R121', `line ${id}: base quantity`);
    if (
      quantity?.text &&
      price &&
      net &&
      Math.round((Number(quantity.text) * cents(price)) / Number(base)) !== cents(net)
    )
      fail('PEPPOL-EN16931-R120', `line ${id}: net ${net} ≠ quantity ${quantity.text} × ${price}`);
    const category = textAt(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID');
    if (!category) fail('BR-CO-4', `line ${id}: VAT category`);
    else if (!VAT_CATEGORIES.has(category)) fail('BR-CL-18', `line ${id}: category ${category}`);
    const percent = textAt(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent');
    lineCategories.add(category);
    const rate = Number(percent || '0');
    if (category === 'S' && !(rate > 0)) fail('BR-S-05', `line ${id}: standard rate ${percent}`);
    if (category === 'Z' && rate !== 0) fail('BR-Z-05', `line ${id}: zero rate ${percent}`);
    if (category === 'E' && rate !== 0) fail('BR-E-05', `line ${id}: exempt rate ${percent}`);
    const key = `${category}:${rate}`;
    lineNet.set(key, (lineNet.get(key) ?? 0) + cents(net));
    lineSum += cents(net);
  }

  // totals
  const total = (name: string) => cents(textAt(totals, name) || '0');
  if (total('cbc:LineExtensionAmount') !== lineSum)
    fail(
      'BR-CO-10',
      `sum of line net amounts ${lineSum / 100} ≠ ${textAt(totals, 'cbc:LineExtensionAmount')}`,
    );
  if (
    total('cbc:TaxExclusiveAmount') !==
    total('cbc:LineExtensionAmount') -
      total('cbc:AllowanceTotalAmount') +
      total('cbc:ChargeTotalAmount')
  )
    fail('BR-CO-13', 'total without VAT');
  const taxTotal = taxTotals.find((t) => kids(t, 'cac:TaxSubtotal').length > 0);
  const subtotals = kids(taxTotal, 'cac:TaxSubtotal');
  const vatTotal = cents(textAt(taxTotal, 'cbc:TaxAmount') || '0');
  if (subtotals.reduce((s, b) => s + cents(textAt(b, 'cbc:TaxAmount')), 0) !== vatTotal)
    fail('BR-CO-14', 'total VAT ≠ sum of the VAT breakdown');
  if (total('cbc:TaxInclusiveAmount') !== total('cbc:TaxExclusiveAmount') + vatTotal)
    fail('BR-CO-15', 'total with VAT ≠ total without VAT + VAT');
  if (
    total('cbc:PayableAmount') !==
    total('cbc:TaxInclusiveAmount') -
      total('cbc:PrepaidAmount') +
      total('cbc:PayableRoundingAmount')
  )
    fail('BR-CO-16', 'amount due');
  if (subtotals.length === 0) fail('BR-CO-18', 'no VAT breakdown');

  // VAT breakdown
  const breakdownKeys = new Map<string, number>();
  for (const b of subtotals) {
    const category = textAt(b, 'cac:TaxCategory/cbc:ID');
    const percentText = textAt(b, 'cac:TaxCategory/cbc:Percent');
    const rate = Number(percentText || '0');
    if (!textAt(b, 'cbc:TaxableAmount')) fail('BR-45', 'breakdown taxable amount');
    if (!textAt(b, 'cbc:TaxAmount')) fail('BR-46', 'breakdown VAT amount');
    if (!category) fail('BR-47', 'breakdown category');
    else if (!VAT_CATEGORIES.has(category)) fail('BR-CL-17', `breakdown category ${category}`);
    if (category !== 'O' && percentText === '') fail('BR-48', 'breakdown rate');
    const taxable = cents(textAt(b, 'cbc:TaxableAmount'));
    const tax = cents(textAt(b, 'cbc:TaxAmount'));
    const key = `${category}:${rate}`;
    breakdownKeys.set(key, (breakdownKeys.get(key) ?? 0) + 1);
    const expected = Math.round((Math.abs(taxable) * rate) / 100);
    const within = rate === 0 ? tax === 0 : Math.abs(Math.abs(tax) - expected) < 100;
    if (!within) fail('BR-CO-17', `${key}: VAT ${tax / 100} ≠ ${taxable / 100} × ${rate} %`);
    const reason =
      textAt(b, 'cac:TaxCategory/cbc:TaxExemptionReason') ||
      textAt(b, 'cac:TaxCategory/cbc:TaxExemptionReasonCode');
    const sumOfLines = lineNet.get(key) ?? 0;
    for (const c of ['S', 'Z', 'E']) {
      if (category !== c) continue;
      if (taxable !== sumOfLines)
        fail(`BR-${c}-08`, `${key}: taxable ${taxable / 100} ≠ lines ${sumOfLines / 100}`);
      if (c === 'S' && !within) fail('BR-S-09', `${key}: VAT amount`);
      if (c !== 'S' && tax !== 0) fail(`BR-${c}-09`, `${key}: VAT must be 0`);
      if (c === 'E' && !reason) fail('BR-E-10', `${key}: no exemption reason`);
      if (c !== 'E' && reason) fail(`BR-${c}-10`, `${key}: an exemption reason`);
    }
  }
  for (const key of lineNet.keys())
    if (!breakdownKeys.has(key)) fail('BR-CO-18', `no VAT breakdown for ${key}`);
  for (const [key, n] of breakdownKeys) if (n > 1) fail('BR-CO-18', `${key} twice`);
  const sellerVat = textAt(seller, 'cac:PartyTaxScheme/cbc:CompanyID');
  for (const c of ['S', 'Z', 'E']) {
    if (!lineCategories.has(c)) continue;
    if (![...breakdownKeys.keys()].some((k) => k.startsWith(`${c}:`)))
      fail(`BR-${c}-01`, `lines of category ${c} without its breakdown`);
    if (c === 'E' && [...breakdownKeys.keys()].filter((k) => k.startsWith('E:')).length !== 1)
      fail('BR-E-01', 'exactly one exempt breakdown');
    if (!sellerVat) fail(`BR-${c}-02`, 'seller VAT identifier');
  }

  // VAT identifiers, seller identification, dates, payment
  for (const p of [seller, buyer]) {
    const vat = textAt(p, 'cac:PartyTaxScheme/cbc:CompanyID');
    if (vat && !/^[A-Z]{2}/.test(vat))
      fail('BR-CO-9', `VAT identifier ${vat} without country prefix`);
    if (vat && textAt(p, 'cac:PartyTaxScheme/cac:TaxScheme/cbc:ID') !== 'VAT')
      fail('BR-CO-9', 'tax scheme of a VAT identifier');
  }
  if (
    !textAt(seller, 'cac:PartyIdentification/cbc:ID') &&
    !textAt(seller, 'cac:PartyLegalEntity/cbc:CompanyID') &&
    !sellerVat
  )
    fail('BR-CO-26', 'seller identifier, legal registration or VAT identifier');
  if (at(doc, 'cbc:TaxPointDate') && at(doc, 'cac:InvoicePeriod/cbc:DescriptionCode'))
    fail('BR-CO-3', 'tax point date and its description code both given');
  if (
    total('cbc:PayableAmount') > 0 &&
    !at(doc, 'cbc:DueDate') &&
    !textAt(doc, 'cac:PaymentTerms/cbc:Note')
  )
    fail('BR-CO-25', 'amount due without due date or payment terms');
  for (const reference of kids(doc, 'cac:BillingReference'))
    if (!textAt(reference, 'cac:InvoiceDocumentReference/cbc:ID'))
      fail('BR-55', 'preceding invoice reference without its number');
  for (const means of kids(doc, 'cac:PaymentMeans')) {
    const code = textAt(means, 'cbc:PaymentMeansCode');
    if (!code) fail('BR-49', 'payment means type code');
    else if (!PAYMENT_MEANS.has(code)) fail('BR-CL-16', `payment means ${code}`);
    if ((code === '30' || code === '58') && !textAt(means, 'cac:PayeeFinancialAccount/cbc:ID'))
      fail('BR-61', 'credit transfer without the payment account');
  }
  return out;
}
