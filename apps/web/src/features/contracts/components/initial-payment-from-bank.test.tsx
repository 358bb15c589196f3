// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { Account } from '@toll/contract/accounts';
import { renderOffice } from '../../../test/render-office';
import { InitialPaymentFromBank } from './initial-payment-from-bank';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const account = { id: 5, initialPaymentMinor: 5000, currency: 'EUR' } as Account;
const line = (id: number, undistributedMinor: number) => ({
  id,
  statementId: 1,
  fileName: 'st.xml',
  bankReference: null,
  entryRef: null,
  valueDate: '2026-11-20',
  bookingDate: '2026-11-20',
  amountMinor: 9000,
  currency: 'EUR',
  direction: 'CREDIT',
  counterpartyName: 'Клиент ЕООД',
  counterpartyIban: null,
  remittance: `превод ${id}`,
  status: 'PROCESSED',
  errorCode: null,
  errorText: null,
  attempts: 1,
  matchScore: null,
  evidence: [],
  suggestions: [],
  payment: {
    id: id * 10,
    number: `P${id}`,
    kind: 'BANK',
    paymentDate: '2026-11-20',
    valueDate: '2026-11-20',
    amountMinor: 9000,
    currency: 'EUR',
    distributedMinor: 9000 - undistributedMinor,
    undistributedMinor,
    annulled: false,
    reference: null,
    message: '',
    fileName: null,
    ibanOld: null,
    ibanNew: null,
  },
});

describe('the contract screen’s initial payment', () => {
  it('books a bank transfer that covers it as the initial payment, none that does not', async () => {
    const calls = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const body = url.includes('/payments')
        ? { payments: [], openCardPayments: [] }
        : init?.method === 'POST'
          ? { ...line(2, 0), distributions: [], details: [] }
          : { items: [line(1, 4999), line(2, 6000)], total: 2, page: 1, pageSize: 50 };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    renderOffice(<InitialPaymentFromBank account={account} />);
    fireEvent.click(
      await screen.findByRole('button', { name: /^Първоначално плащане от банков превод/ }),
    );
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(1); // P1 leaves 49,99 undistributed: less than the 50,00 due
    expect(items[0]!.textContent).toContain('P2');
    fireEvent.click(screen.getByRole('button', { name: 'Отнеси като първоначално плащане' }));
    await screen.findByText('Първоначалното плащане е отнесено към договора.');
    const post = calls.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain('/api/bank/transactions/2/assign');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      shares: [{ accountId: 5, target: 'INITIAL_PAYMENT', amountMinor: 5000 }],
    });
  });

  it('offers nothing once the initial payment is booked', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            payments: [
              { paymentId: 1, number: 'P1', kind: 'BANK', paymentDate: '2026-11-20', currency: 'EUR', paymentAmountMinor: 5000, shareMinor: 5000, target: 'INITIAL_PAYMENT', invoiceNumber: null, method: 'MANUAL', payer: null, cardPaymentId: null, cardPurpose: null, refundState: null, note: null }, // prettier-ignore
            ],
            openCardPayments: [],
          }),
          { status: 200 },
        ),
      ),
    );
    renderOffice(<InitialPaymentFromBank account={account} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Първоначално плащане/ })).toBeNull();
  });
});
