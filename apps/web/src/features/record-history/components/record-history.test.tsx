// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderOffice } from '../../../test/render-office';
import { RecordHistory } from './record-history';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a record’s history', () => {
  it('names the action, shows instants as Sofia time and hides the version counter', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          items: [
            {
              id: 1,
              at: '2026-11-28T10:05:00.000Z',
              action: 'account.status.CLOSED',
              actor: null,
              changes: [
                { field: 'version', before: 4, after: 5 },
                { field: 'statusChangedAt', before: null, after: '2026-11-28T10:05:07.000Z' },
              ],
            },
          ],
        }),
        { status: 200 },
      ),
    );
    renderOffice(<RecordHistory entity="account" id={5} />);
    const table = await screen.findByRole('table');
    const text = table.textContent ?? '';
    expect(text).toContain('Закрит');
    expect(text).not.toContain('account.status');
    expect(text).toContain('28.11.2026 12:05:07');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(text).not.toContain('version');
  });
});
