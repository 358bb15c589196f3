// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderOffice } from '../../../test/render-office';
import { demoUser } from '../../../test/session-fixtures';
import { UserFormModal } from './user-form-modal';

beforeEach(() => {
  const admin = { ...demoUser, roles: [{ code: 'ROLE_ADMIN' }] };
  sessionStorage.setItem('session', JSON.stringify({ token: 't', refreshToken: 'r', user: admin }));
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const partner = {
  id: 12,
  name: 'Пътна Каса ООД',
  nameEn: null,
  partnerType: 'SALE_PARTNER',
  status: 'ACTIVE',
  eik: '123456789',
  city: 'София',
  customerId: null,
  commissionBp: 150,
  createdAt: '2026-01-05T10:00:00.000Z',
};

describe('the staff user form', () => {
  it('chooses the partner by name from the register, not by a typed id', async () => {
    const urls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = String(input instanceof Request ? input.url : input);
      urls.push(url);
      const body = url.includes('/api/partners?')
        ? { items: [partner], total: 1, page: 1, pageSize: 50 }
        : [];
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    renderOffice(
      <UserFormModal user={null} roleOptions={[]} onClose={vi.fn()} onSaved={vi.fn()} />,
    );
    fireEvent.click(await screen.findByRole('tab', { name: /Достъп/ }));
    const picker = screen.getByRole('combobox', { name: 'Партньор' });
    expect(picker.getAttribute('inputmode')).not.toBe('numeric');
    fireEvent.click(picker);
    fireEvent.click(
      await screen.findByRole('option', { name: 'Пътна Каса ООД (123456789)', hidden: true }),
    );
    // the points of sale are then that partner's own
    await waitFor(() => expect(urls.some((u) => u.includes('/api/pos/12/all'))).toBe(true));
  });
});
