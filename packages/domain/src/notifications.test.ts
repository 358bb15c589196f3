import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  deliveryReceiptText,
  eventMessageId,
  isResendable,
  messageTypeFor,
  normalisePhone,
  parseDeliveryReceipt,
  receiptMatchesMessage,
  smsResubmitAfterMs,
} from './notifications';

describe('notification rules', () => {
  it('types delict notices C10A and the rest C5B', () => {
    expect(messageTypeFor('delictNotice')).toBe('C10A_NOTIFICATION');
    expect(messageTypeFor('receipt')).toBe('C5B_NOTIFICATION');
    expect(messageTypeFor('expiryReminder3Days')).toBe('C5B_NOTIFICATION');
  });

  it('resends only what did not arrive', () => {
    expect(isResendable('FAILED')).toBe(true);
    expect(isResendable('UNDELIVERED')).toBe(true);
    expect(isResendable('SENT')).toBe(false);
    expect(isResendable('DELIVERED')).toBe(false);
    expect(isResendable('QUEUED')).toBe(false);
  });

  it('normalises Bulgarian and international numbers', () => {
    expect(normalisePhone('0888 123 456')).toBe('359888123456');
    expect(normalisePhone('+359 88 812 3456')).toBe('359888123456');
    expect(normalisePhone('00359888123456')).toBe('359888123456');
    expect(normalisePhone('359888123456')).toBe('359888123456');
    expect(normalisePhone('abc')).toBeNull();
    expect(normalisePhone('12')).toBeNull();
    expect(normalisePhone('+0888')).toBeNull();
  });

  it('reads the receipts it writes', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/),
        fc.constantFrom('DELIVRD', 'UNDELIV', 'EXPIRED', 'REJECTD'),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.string({ maxLength: 80 }),
        (id, stat, at, message) => {
          const receipt = parseDeliveryReceipt(deliveryReceiptText(id, stat, at, message));
          expect(receipt).toMatchObject({ messageId: id, stat, delivered: stat === 'DELIVRD' });
          expect(receipt && receiptMatchesMessage(receipt, message)).not.toBe('no');
        },
      ),
    );
    expect(parseDeliveryReceipt('hello')).toBeNull();
  });

  it('ties a receipt of an unknown id to a message by its first 20 characters', () => {
    const text = 'Vignette CA1234AB expires on 24.11.2026';
    const receipt = parseDeliveryReceipt(deliveryReceiptText('x1', 'DELIVRD', new Date(), text))!;
    expect(receipt.text).toBe('Vignette CA1234AB ex');
    expect(receiptMatchesMessage(receipt, text)).toBe('text');
    expect(receiptMatchesMessage(receipt, 'Another message entirely')).toBe('no');
    // an SMSC that leaves the field empty, or garbles a Cyrillic (UCS-2) text: the number decides
    expect(receiptMatchesMessage({ text: '' }, text)).toBe('number-only');
    expect(receiptMatchesMessage({ text: '??????' }, 'Винетката изтича')).toBe('number-only');
    expect(smsResubmitAfterMs(86_400, 300)).toBe(86_700_000);
  });
});

describe('eventMessageId', () => {
  it("is one Message-ID per event, in the sender's domain", () => {
    const from = 'BG TOLL <no-reply@bgtoll.bg>';
    expect(eventMessageId('mass-mail:3:17', from)).toBe('<mass-mail.3.17@bgtoll.bg>');
    expect(eventMessageId('mass-mail:3:17', from)).toBe(eventMessageId('mass-mail:3:17', from));
    expect(eventMessageId('receipt:ab-cd', 'x@y.bg')).toBe('<receipt.ab-cd@y.bg>');
    expect(eventMessageId(':::', 'nobody')).toBe('<mail@localhost>');
  });
});
