// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderOffice } from '../../../test/render-office';
import { ContractForm } from './contract-form';

afterEach(cleanup);

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const type = (name: string, value: string) => {
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
};

describe('the contract form, a schema form over POST /accounts', () => {
  it('flags a bad IBAN when the clerk leaves the field, before any save, and clears it once fixed', async () => {
    renderOffice(<ContractForm onSaved={vi.fn()} />);
    type('IBAN', 'BG80 BNBG 9661 1020 3456 79');
    await waitFor(() => expect(screen.getByText('Невалиден IBAN')).toBeTruthy());
    expect(tab('Клиент').getAttribute('title')).toBe('Съдържа невалидни данни');
    expect(
      screen.getByRole('button', { name: 'Създаване на договора' }).getAttribute('title'),
    ).toBe('Невалидни данни');
    type('IBAN', 'BG80 BNBG 9661 1020 3456 78');
    await waitFor(() => expect(screen.queryByText('Невалиден IBAN')).toBeNull());
    expect(tab('Клиент').getAttribute('title')).toBeNull();
  });

  it('shows no error on an untouched field; a save marks the tabs that hold errors and sends nothing', async () => {
    const onSaved = vi.fn();
    const calls = vi.spyOn(globalThis, 'fetch');
    renderOffice(<ContractForm onSaved={onSaved} />);
    expect(screen.queryByText('Полето е задължително')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Създаване на договора' }));
    await waitFor(() =>
      expect(tab('Лица за контакт').getAttribute('title')).toBe('Съдържа невалидни данни'),
    );
    expect(tab('Клиент').getAttribute('title')).toBe('Съдържа невалидни данни');
    expect(tab('Договор').getAttribute('title')).toBeNull();
    expect(calls).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    calls.mockRestore();
  });
});
