// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Account } from '@toll/contract/accounts';
import { renderOffice } from '../../../test/render-office';
import { UnitFormModal } from './unit-form-modal';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const truck = {
  plate: 'CA1234AB',
  countryCode: 'BG',
  vehicleType: 'TRUCK',
  make: 'DAF',
  model: 'XF',
  year: 2020,
  colour: 'бял',
  tractorAxles: 3,
  trailerAxles: 0,
  maxDryWeight: 9000,
  maxWetWeight: 18000,
  trainMaxWeight: null,
  maxHeight: null,
  length: null,
  width: null,
  emissionClass: 6,
  ownerName: 'Транс ЕООД',
  tollCategory: null,
};

describe('the vehicle form’s registry look-up', () => {
  it('leaves no earlier vehicle in the form when a later look-up fails', async () => {
    let answer: () => Response = () => new Response(JSON.stringify(truck), { status: 200 });
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) =>
      Promise.resolve(
        String(input).includes('getUnitDataWithRegix') ? answer() : new Response('[]'),
      ),
    );
    renderOffice(
      <UnitFormModal
        account={{ id: 5, number: 'A10000005' } as Account}
        onClose={vi.fn()}
        onAdded={vi.fn()}
      />,
    );
    const plate = await screen.findByRole('textbox', { name: /Рег. номер/ });
    const make = () => screen.getByRole('textbox', { name: 'Марка' }) as HTMLInputElement;
    fireEvent.change(plate, { target: { value: 'CA1234AB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Попълване от регистъра' }));
    await waitFor(() => expect(make().value).toBe('DAF'));

    answer = () =>
      new Response(
        JSON.stringify({
          status: 404,
          message: 'Няма данни в регистъра',
          errors: [{ code: 'regix.notFound', message: 'Няма данни в регистъра' }],
        }),
        { status: 404 },
      );
    fireEvent.change(plate, { target: { value: 'PB9999XX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Попълване от регистъра' }));
    expect(await screen.findByText('Няма данни в регистъра')).toBeTruthy();
    expect(make().value).toBe('');
    expect((plate as HTMLInputElement).value).toBe('PB9999XX');
  });
});
