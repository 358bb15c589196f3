// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderOffice } from '../../../test/render-office';
import { demoUser } from '../../../test/session-fixtures';
import { PosPicker } from './pos-picker';

beforeEach(() => {
  const accountant = { ...demoUser, roles: [{ code: 'ROLE_ACCOUNTANT' }] };
  sessionStorage.setItem(
    'session',
    JSON.stringify({ token: 't', refreshToken: 'r', user: accountant }),
  );
  vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(new Response('[]', { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the POS picker of a user without points of sale', () => {
  it('says so where a point of sale is needed', async () => {
    renderOffice(<PosPicker value={null} onChange={vi.fn()} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('is left out as an optional filter (an accountant’s sales inquiry)', async () => {
    renderOffice(<PosPicker value={null} onChange={vi.fn()} required={false} label="Обект" />);
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Обект' })).toBeNull();
  });
});
