/**
 * What the sandbox answers, as ACTION + RC with the gateway's STATUSMSG (a protocol field in
 * English, as BORICA sends it; never shown by us). Codes from the merchant manual P-OM-41-EN v5.0:
 * ACTION in Table 2, RC in Tables 4, 23 and 24, the FAQ §10.8; each maps to a category of
 * packages/domain payment-codes.ts (tested in sandbox-outcomes.test.ts).
 */
export type SandboxAnswer = { action: string; rc: string; message: string };

const answer = (action: string, rc: string, message: string): SandboxAnswer => ({
  action,
  rc,
  message,
});

export const ANSWERS = {
  /** Paid. → approved */
  approved: answer('0', '00', 'Approved'),
  /** The issuer refuses any card but the two test cards: "Do not honour". → declined */
  declined: answer('2', '05', 'Do not honour'),
  /** Wrong one-time code, or the buyer left the 3-D Secure page with Cancel (FAQ §10.8.2). → declined */
  authFailed: answer('3', '-19', 'Authentication failed'),
  /** Cancel on the card page. → declined */
  cancelled: answer('3', '-25', 'Transaction confirmation state was canceled by user'),
  /** Status: the card page is still open (within the 15-minute GUARDTIME, §4.2). → verify */
  formInProgress: answer('3', '-40', 'Client side transaction form in progress'),
  /** Status: the 3-D Secure page is still open (within GUARDTIME). → verify */
  authInProgress: answer('3', '-33', 'Customer authentication in progress'),
  /**
   * A request older than 15 minutes, or (sandbox choice) a status check of a form left open past
   * GUARDTIME: the final "not paid". → retry (nothing was charged; the buyer may pay again)
   */
  expired: answer('3', '-20', 'Expired transaction'),
  /** The same ORDER again after it was paid, or the "duplicate" test outcome. → verify */
  duplicateExecuted: answer('1', '-21', 'Duplicate transaction: already executed'),
  /** The same ORDER again while its form is open. → verify */
  duplicateInProgress: answer('1', '-31', 'Duplicate transaction: already in progress'),
  /** The same ORDER again after it failed. → verify */
  duplicateDeclined: answer('1', '-32', 'Duplicate declined transaction'),
  /** Status check of an unknown transaction (§6.2, CURRENCY "USD"). → error */
  notFound: answer('3', '-24', 'Transaction context mismatch'),
  /** A second reversal of one sale (§4.3: one reversal per sale). → verify (then ask the status) */
  alreadyReversed: answer('3', '-21', 'The transaction has already been executed'),
  missingField: answer('3', '-1', 'A mandatory request field is not filled in'),
  invalidRequest: answer('3', '-2', 'CGI request validation failed'),
  badAmount: answer('3', '-10', 'Error in the "Amount" request field'),
  badCurrency: answer('3', '-11', 'Error in the "Currency" request field'),
  badMerchant: answer('3', '-12', 'Error in the "Merchant ID" request field'),
  badRrn: answer('3', '-15', 'Error in the "RRN" request field'),
  /** P_SIGN missing or wrong, or an unknown terminal. → error */
  badSignature: answer('3', '-17', 'The terminal is denied access to e-Gateway'),
} as const satisfies Record<string, SandboxAnswer>;

/** The two cards that pay (FACTS; manual §7), and the one-time code that passes 3-D Secure. */
export const TEST_CARDS = [
  { pan: '4341792000000044', brand: 'VISA' },
  { pan: '5100789999999895', brand: 'MCC' },
] as const;
export const TEST_OTP = '111111';

export type CardBrand = 'VISA' | 'MCC' | '';

export function cardBrand(pan: string): CardBrand {
  if (pan.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(pan)) return 'MCC';
  return '';
}

export function isTestCard(pan: string): boolean {
  return TEST_CARDS.some((card) => card.pan === pan);
}

/** "5100XXXXXXXX0022", as the gateway shows a card (§6.1). */
export function maskCard(pan: string): string {
  return `${pan.slice(0, 4)}${'X'.repeat(Math.max(pan.length - 8, 0))}${pan.slice(-4)}`;
}

/** ECI after 3-D Secure (§10.7): Visa 05 authenticated / 07 not, Mastercard 02 / 00. */
export function eciFor(brand: CardBrand, authenticated: boolean): string {
  if (brand === 'MCC') return authenticated ? '02' : '00';
  return authenticated ? '05' : '07';
}
