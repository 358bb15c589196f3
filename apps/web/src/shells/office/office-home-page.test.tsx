// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { DEFAULT_FEATURE_FLAGS } from '@toll/domain/feature-flags';
import { renderOffice } from '../../test/render-office';
import { demoUser } from '../../test/session-fixtures';
import { OfficeHomePage } from './office-home-page';

beforeEach(() => {
  const vendor = { ...demoUser, roles: [{ code: 'ROLE_OBU_SERVICE' }] };
  sessionStorage.setItem(
    'session',
    JSON.stringify({ token: 't', refreshToken: 'r', user: vendor }),
  );
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the office landing in vignette mode', () => {
  it('waits for the server’s mode instead of opening a tolling screen the role cannot use', async () => {
    const vignette = { ...DEFAULT_FEATURE_FLAGS, TOLLING: false };
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = String(input instanceof Request ? input.url : input);
      const body = url.includes('/feature-flags')
        ? { flags: vignette, bits: '', overlayEnabled: false }
        : [];
      return new Promise((resolve) =>
        setTimeout(() => resolve(new Response(JSON.stringify(body), { status: 200 })), 30),
      );
    });
    renderOffice(<OfficeHomePage />, { address: '/office/bg/' });
    // an OBU vendor has no screen without tolling: it is told so, and stays where it is
    expect(
      await screen.findByText('За вашата роля все още няма налични екрани в бек офиса.'),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/office/bg/');
  });
});
