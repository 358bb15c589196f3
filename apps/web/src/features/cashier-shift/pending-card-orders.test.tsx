// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { CashierShift } from '@toll/contract/pos';
import { renderOffice } from '../../test/render-office';
import { PendingCardOrders } from './pending-card-orders';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const shift = { id: 7 } as CashierShift;
const sale = (number: number, state: string, paymentMethod: 'CARD' | 'CASH') => ({
  saleId: `sale-${number}`,
  number,
  createdAt: '2026-11-28T10:00:00.000Z',
  state,
  paymentMethod,
  currency: 'EUR',
  totalMinor: 1534,
  totalBgn: 3000,
  totalEur: 1534,
  items: 1,
  plates: [`CA${number}KT`],
});

describe('the shift screen’s refused close', () => {
  it('offers each unpaid card order to take in cash or to cancel, and no other sale', async () => {
    const calls = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (init?.method === 'POST')
        return Promise.resolve(new Response('{"errors":[]}', { status: 500 }));
      expect(url).toContain('/api/cashiershift/sales/7');
      const items = [sale(11, 'AWAITING_PAYMENT', 'CARD'), sale(12, 'ACTIVATED', 'CASH'), sale(13, 'EXPIRED', 'CARD')]; // prettier-ignore
      const body = { items, total: 3, page_number: 0, page_size: 500 };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    renderOffice(<PendingCardOrders shift={shift} />);
    const order = await screen.findByRole('group', { name: '№ 11' });
    expect(screen.queryByRole('group', { name: '№ 12' })).toBeNull();
    expect(screen.queryByRole('group', { name: '№ 13' })).toBeNull();
    expect(within(order).getByRole('button', { name: 'Приеми плащане в брой' })).toBeTruthy();
    fireEvent.click(within(order).getByRole('button', { name: 'Откажи поръчката' }));
    await vi.waitFor(() =>
      expect(calls.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = calls.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain('/api/counter-sales/sale-11/cancel');
  });
});
