// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderOffice } from '../../../test/render-office';
import { CardSettlementsTable } from './card-settlements-table';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const day = (over: object) => ({
  day: '2026-11-20',
  currency: 'EUR',
  approvalsMinor: 65_727,
  settledMinor: 65_727,
  receivedMinor: 64_741,
  feeMinor: 986,
  differenceMinor: 0,
  status: 'MATCHED',
  ageDays: 5,
  lineIds: [1],
  ...over,
});

describe('card settlements on the bank report', () => {
  it('lists each approvals day with its status and age, and asks for the exceptions only', async () => {
    const calls = vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            items: [day({}), day({ day: '2026-11-21', status: 'MISSING', settledMinor: 0, receivedMinor: 0, feeMinor: 0, differenceMinor: -10_000, approvalsMinor: 10_000, ageDays: 4, lineIds: [] })], // prettier-ignore
            total: 2,
            page: 1,
            pageSize: 20,
          }),
          { status: 200 },
        ),
      ),
    );
    renderOffice(<CardSettlementsTable labelledBy="x" />);
    expect(await screen.findByText('Уредено')).toBeTruthy();
    expect(screen.getByText('Липсва')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Само недостиг, излишък или липсващи' }));
    await waitFor(() => expect(String(calls.mock.calls.at(-1)![0])).toContain('f_exceptions=true'));
  });
});
