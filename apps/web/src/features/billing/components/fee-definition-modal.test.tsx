// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderOffice } from '../../../test/render-office';
import { FeeDefinitionModal } from './fee-definition-modal';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const invalid = (name: RegExp) => field(name).getAttribute('aria-invalid') === 'true';

describe('the service fee definition form', () => {
  it('marks every empty required field on a save and sends nothing', async () => {
    const calls = vi.spyOn(globalThis, 'fetch');
    renderOffice(<FeeDefinitionModal record={null} onClose={vi.fn()} onSaved={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Запази' }));
    await waitFor(() => expect(invalid(/Наименование/)).toBe(true));
    expect(invalid(/Описание на български/)).toBe(true);
    expect(invalid(/Описание на английски/)).toBe(true);
    expect(invalid(/Сума/)).toBe(true);
    expect(screen.getAllByText('Полето е задължително').length).toBeGreaterThanOrEqual(4);
    expect(calls.mock.calls.filter(([url]) => String(url).includes('/service-fees'))).toEqual([]);
  });

  it('puts the server’s field errors beside their fields', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            status: 400,
            message: 'Невалидни данни',
            errors: [
              { code: 'validation.maxNumber', message: 'Твърде голяма сума', field: 'amountMinor' },
            ],
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
      ),
    );
    renderOffice(<FeeDefinitionModal record={null} onClose={vi.fn()} onSaved={vi.fn()} />);
    fireEvent.change(field(/Наименование/), { target: { value: 'Абонамент' } });
    fireEvent.change(field(/Описание на български/), { target: { value: 'Месечна такса' } });
    fireEvent.change(field(/Описание на английски/), { target: { value: 'Monthly fee' } });
    fireEvent.change(field(/Сума/), { target: { value: '12,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Запази' }));
    const message = await screen.findByText('Твърде голяма сума');
    // the amount field's own message (Mantine names it after the input)
    expect(message.id).toBe(`${field(/Сума/).id}-error`);
  });
});
