/**
 * Card-payment result codes (spec §8, FACTS "The card gateway", BORICA merchant manual
 * P-OM-41) with the category the product acts on. Texts live in packages/i18n/locales/{bg,en}/
 * payment.json under `action.<code>`, `network.<code>` and `gateway.<code>`.
 *
 *  approved  paid: activate the order.
 *  declined  refused, nothing charged: the buyer may pay again with another card or ask the bank.
 *  retry     temporary failure, nothing charged: the buyer may pay again a little later.
 *  error     a request or configuration fault on the merchant side: do not retry, alert support.
 *  verify    the result is unknown or a duplicate and money MAY have been taken (FACTS' double
 *            charge signals ACTION 1, RC -21, -31, -32, -40, plus timeouts and in-progress codes):
 *            never start another payment for the order; ask the gateway for the status (TRTYPE
 *            90; final after 16 minutes) and act on that answer.
 */
export const PAYMENT_CATEGORIES = ['approved', 'declined', 'retry', 'error', 'verify'] as const;
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];
export type PaymentCodeKind = 'action' | 'network' | 'gateway';

type Table = Readonly<Record<string, PaymentCategory>>;

function fill(
  table: Record<string, PaymentCategory>,
  codes: readonly string[],
  category: PaymentCategory,
): void {
  for (const code of codes) table[code] = category;
}

function range(from: number, to: number, width: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));
}

/** ACTION: the gateway's verdict on the whole transaction. */
export const ACTION_CODES: Table = {
  '0': 'approved',
  '1': 'verify',
  '2': 'declined',
  '3': 'error',
  '6': 'verify',
  '7': 'declined',
  '8': 'verify',
  '21': 'retry',
};

/** ISO 8583 (1993) three-digit action codes passed on from the card networks. */
export const NETWORK_CODES: Table = (() => {
  const t: Record<string, PaymentCategory> = {};
  fill(t, range(0, 7, 3), 'approved');
  fill(t, [...range(100, 129, 3), '180', '182', ...range(200, 210, 3), '950'], 'declined');
  fill(t, ['109', '110', '113', '115'], 'error');
  fill(t, ['160', '903', '906', '907', '909', '910', '912', '915', '920'], 'retry');
  fill(
    t,
    [...range(300, 309, 3), '400', '499', ...range(500, 504, 3), ...range(600, 606, 3)],
    'error',
  );
  fill(t, ['680', '681', '700', '800', '900', '901', '902', '904', '905', '908', '914'], 'error');
  fill(t, [...range(916, 919, 3), '921', '922'], 'error');
  fill(t, ['911', '913', '923'], 'verify');
  return t;
})();

/** RC: ISO 8583 (1987) two-digit response codes and the gateway's own negative codes. */
export const GATEWAY_RC_CODES: Table = (() => {
  const t: Record<string, PaymentCategory> = { '00': 'approved' };
  const declined = [
    '01',
    '04',
    '05',
    '12',
    '14',
    '15',
    '17',
    '35',
    '36',
    '37',
    '38',
    '39',
    '40',
    '41',
    '42',
    '43',
  ];
  fill(
    t,
    [...declined, '51', '54', '55', '56', '57', '59', '61', '62', '63', '65', '75', '89', '93'],
    'declined',
  );
  fill(t, ['06', '91', '96'], 'retry');
  fill(t, ['13', '30', '58', '85', '88', '95'], 'error');
  fill(t, ['82', '94'], 'verify');
  fill(
    t,
    ['-1', '-2', '-6', '-8', '-9', '-10', '-11', '-12', '-13', '-14', '-15', '-17', '-18'],
    'error',
  );
  fill(t, ['-23', '-24', '-27', '-28', '-29', '-37'], 'error');
  fill(t, ['-19', '-22', '-25', '-26', '-30', '-35', '-36'], 'declined');
  fill(t, ['-4', '-16', '-20'], 'retry');
  fill(t, ['-3', '-5', '-7', '-21', '-31', '-32', '-33', '-34', '-40'], 'verify');
  return t;
})();

const TABLES: Record<PaymentCodeKind, Table> = {
  action: ACTION_CODES,
  network: NETWORK_CODES,
  gateway: GATEWAY_RC_CODES,
};

/** The double-charge signals of FACTS: never retry on these. */
export const DOUBLE_CHARGE_SIGNALS = {
  action: ['1'],
  gateway: ['-21', '-31', '-32', '-40'],
} as const;

/** Normalises a code as received ("0", " -21", 5 → "05" for RC) to its table key. */
export function normaliseCode(kind: PaymentCodeKind, code: string | number): string {
  const text = String(code).trim();
  if (kind === 'gateway' && /^\d$/.test(text)) return `0${text}`;
  if (kind === 'network' && /^\d{1,2}$/.test(text)) return text.padStart(3, '0');
  return text;
}

/** The category of a code, or null when the code is not known. */
export function paymentCodeCategory(
  kind: PaymentCodeKind,
  code: string | number,
): PaymentCategory | null {
  return TABLES[kind][normaliseCode(kind, code)] ?? null;
}

/** The payment.json key of a code's text, or 'unknownCode' (with {{code}}) when not known. */
export function paymentMessageKey(kind: PaymentCodeKind, code: string | number): string {
  const key = normaliseCode(kind, code);
  return TABLES[kind][key] ? `${kind}.${key}` : 'unknownCode';
}

export function paymentCodes(kind: PaymentCodeKind): string[] {
  return Object.keys(TABLES[kind]);
}
