import { fail, OK, type Check } from './validation';

/**
 * The notification log's rules (spec §3 Notification): message types, channels, statuses, which
 * notices may be sent again, phone numbers for SMS, and the SMSC's delivery receipts.
 */
export const NOTIFICATION_MESSAGE_TYPES = ['C5B_NOTIFICATION', 'C10A_NOTIFICATION'] as const;
export type NotificationMessageType = (typeof NOTIFICATION_MESSAGE_TYPES)[number];

export const NOTIFICATION_CHANNELS = ['EMAIL', 'SMS'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * QUEUED → SENT (server accepted) → DELIVERED | UNDELIVERED (SMS receipt); FAILED after an error.
 * An SMS is SUBMITTING from the moment it is handed to the SMSC until the SMSC's answer is
 * recorded: a row left so (the process died, or the answer was lost) may have reached the SMSC, and
 * is settled by its delivery receipt before it may be submitted again (`smsResubmitAfterMs`).
 */
export const NOTIFICATION_STATUSES = [
  'QUEUED',
  'SUBMITTING',
  'SENT',
  'FAILED',
  'DELIVERED',
  'UNDELIVERED',
] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** The interface a notice went out through. */
export const NOTIFICATION_INTERFACES = ['SMTP', 'SMPP'] as const;
export type NotificationInterface = (typeof NOTIFICATION_INTERFACES)[number];

/** Delict notices are C10A (the enforcement side); every other notice is C5B (customers). */
export function messageTypeFor(kind: string): NotificationMessageType {
  return kind.startsWith('delict') ? 'C10A_NOTIFICATION' : 'C5B_NOTIFICATION';
}

/** Only a notice that did not reach its receiver may be sent again. */
export function isResendable(status: NotificationStatus): boolean {
  return status === 'FAILED' || status === 'UNDELIVERED';
}

/**
 * A mobile number as the SMSC wants it: digits only, international form. Bulgarian local forms
 * (08…, 8…) gain 359; `+` and `00` prefixes are dropped. Null when it cannot be a number.
 */
export function normalisePhone(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, '');
  let digits: string;
  if (compact.startsWith('+')) digits = compact.slice(1);
  else if (compact.startsWith('00')) digits = compact.slice(2);
  else if (compact.startsWith('0')) digits = `359${compact.slice(1)}`;
  else digits = compact;
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  return digits;
}

/** A mobile number an SMS can go to (spaces, dashes, +, 00 and a Bulgarian 0 prefix allowed). */
export function checkMobilePhone(value: string): Check {
  return normalisePhone(value) === null ? fail('notification.invalidPhone') : OK;
}

export type DeliveryReceipt = {
  messageId: string;
  delivered: boolean;
  stat: string;
  err: string;
  /** The receipt's `text:` field: the first 20 characters of the message (may be empty). */
  text: string;
};

/** How many characters of the message a delivery receipt repeats (SMPP 3.4 appendix B). */
export const RECEIPT_TEXT_LENGTH = 20;

/**
 * Reads an SMPP delivery receipt's text (the SMPP 3.4 appendix B form:
 * `id:IIII sub:SSS dlvrd:DDD submit date:… done date:… stat:DELIVRD err:000 text:…`).
 */
export function parseDeliveryReceipt(text: string): DeliveryReceipt | null {
  const id = /(?:^|\s)id:(\S+)/i.exec(text)?.[1];
  const stat = /(?:^|\s)stat:(\S+)/i.exec(text)?.[1]?.toUpperCase();
  if (!id || !stat) return null;
  const err = /(?:^|\s)err:(\S+)/i.exec(text)?.[1] ?? '000';
  const original = /(?:^|\s)text:([\s\S]*)$/i.exec(text)?.[1] ?? '';
  return { messageId: id, delivered: stat === 'DELIVRD', stat, err, text: original };
}

/** The receipt text a local SMSC sends back for a message (with the message's first 20 characters). */
export function deliveryReceiptText(
  messageId: string,
  stat: string,
  at: Date,
  message = '',
): string {
  const stamp = at.toISOString().replace(/[-T:]/g, '').slice(2, 12);
  const delivered = stat === 'DELIVRD' ? '001' : '000';
  const err = stat === 'DELIVRD' ? '000' : '001';
  return `id:${messageId} sub:001 dlvrd:${delivered} submit date:${stamp} done date:${stamp} stat:${stat} err:${err} text:${[...message].slice(0, RECEIPT_TEXT_LENGTH).join('')}`;
}

/**
 * Whether a delivery receipt whose message id is unknown here can be the receipt of an SMS left
 * SUBMITTING: same number, and the receipt's text is the message's start (an SMSC that leaves the
 * field empty, or garbles a UCS-2 text, matches on the number alone — the caller then asks for a
 * single candidate).
 */
export function receiptMatchesMessage(
  receipt: Pick<DeliveryReceipt, 'text'>,
  message: string,
): 'text' | 'number-only' | 'no' {
  const start = [...message].slice(0, RECEIPT_TEXT_LENGTH).join('');
  if (receipt.text === '') return 'number-only';
  if (receipt.text === start) return 'text';
  return /^[\x20-\x7e]*$/.test(start) ? 'no' : 'number-only';
}

/**
 * How long an SMS left SUBMITTING waits for its receipt before it is submitted again: its validity
 * (the SMSC gives every message it holds a final receipt within it: delivered, undeliverable or
 * expired) plus a grace for the receipt's own way. Submitting sooner could send it twice.
 */
export function smsResubmitAfterMs(validitySeconds: number, graceSeconds: number): number {
  return (validitySeconds + graceSeconds) * 1000;
}

/**
 * The Message-ID of a mail sent for one event (a receipt, a mass mail's recipient, a report
 * delivery, a queued job): the same on every try, so the one duplicate a crash can cause (the SMTP
 * server accepted the mail, the process died before it recorded that) is the same message twice,
 * which mail servers and clients recognise and drop (RFC 5322 §3.6.4), not a second one.
 */
export function eventMessageId(eventKey: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  const local = eventKey.replace(/[^A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+/g, '.').replace(/^\.|\.$/g, '');
  return `<${local || 'mail'}@${domain}>`;
}
