// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderOffice } from '../../../test/render-office';
import { DeliveryRequestModal } from './delivery-request-modal';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const fill = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${name}`) }), {
    target: { value },
  });

describe('the device request, a schema form over POST /obu/deliveries', () => {
  it('asks for the contract by its number and sends nothing while a field is missing', async () => {
    const calls = vi.spyOn(globalThis, 'fetch');
    renderOffice(<DeliveryRequestModal onClose={vi.fn()} onDone={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Изпрати заявката' }));
    await waitFor(() => expect(screen.getAllByText('Полето е задължително').length).toBe(5));
    expect(screen.getByRole('textbox', { name: /^Номер на договора/ })).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();
  });

  it('sends the number the clerk typed (the server upper-cases it), not an internal id', async () => {
    const calls = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({}), { status: 500 }));
    renderOffice(<DeliveryRequestModal onClose={vi.fn()} onDone={vi.fn()} />);
    fill('Номер на договора', 'a10000005');
    fill('Получател', 'Иван Петров');
    fill('Град', 'София');
    fill('Пощенски код', '1000');
    fill('Улица', 'ул. Тест 1');
    fireEvent.click(screen.getByRole('button', { name: 'Изпрати заявката' }));
    await waitFor(() => expect(calls).toHaveBeenCalled());
    const sent = JSON.parse(String(calls.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ accountNumber: 'a10000005', quantity: 1, inventoryType: 'OBU' });
    expect(sent).not.toHaveProperty('accountId');
  });
});
