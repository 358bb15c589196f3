// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderOffice } from '../../test/render-office';
import { BulkPurchasePage } from './bulk-purchase-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const price = { amount: 32.5, minor: 3250, currency: 'EUR' };
const checked = {
  ok: true,
  fileErrors: [],
  rows: [
    {
      line: 1,
      lpn: 'CA1234AB',
      countryCode: 'BG',
      productId: 'car-weekly',
      activationDate: null,
      validity: { from: '2026-11-28T22:00:00.000Z', to: '2026-12-05T21:59:59.000Z' },
      price,
      errors: [],
    },
  ],
  count: 1,
  total: { price, currencyAmount: { amountBGN: 63.56, amountEUR: 32.5 } },
};
const pos = [
  {
    id: 1,
    partnerId: 1,
    partnerName: 'Партньор',
    code: 'P1',
    name: 'Каса 1',
    worksInShifts: true,
    active: true,
  },
];

describe('the CSV vignette purchase', () => {
  it('says on each field what the purchase still needs instead of a disabled button', async () => {
    const calls = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = String(input instanceof Request ? input.url : input);
      const body = url.includes('/bulk-purchases/check') ? checked : pos;
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    renderOffice(<BulkPurchasePage />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Съдържание на файла' }), {
      target: { value: 'CA1234AB,BG,car-weekly,' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Провери файла' }));
    // the checked file's figures in Bulgarian (32,50), not toFixed's 32.50
    expect(await screen.findByText(/Всички 1 реда могат да бъдат купени: 32,50 EUR/)).toBeTruthy();
    const buy = screen.getByRole('button', { name: 'Купи 1 винетки' });
    expect(buy.hasAttribute('disabled')).toBe(false);
    fireEvent.click(buy);
    const email = screen.getByRole('textbox', { name: /Имейл за касовата бележка/ });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Изберете обекта, в който се приемат парите в брой.')).toBeTruthy();
    // the e-mail and both consents are required
    expect(screen.getAllByText('Полето е задължително')).toHaveLength(3);
    const posted = calls.mock.calls.filter(([input]) => /\/bulk-purchases$/.test(String(input)));
    expect(posted).toEqual([]);
  });
});
