// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderOffice } from '../../../test/render-office';
import { StatementUpload } from './bank-report-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const held = {
  status: 409,
  message: 'Извлечение STM2 (ред 4) пропуска 1 работни дни',
  errors: [
    {
      code: 'bank.continuity.skippedDays',
      message: 'Извлечение STM2 (ред 4) пропуска 1 работни дни',
      field: 'continuityReason',
    },
  ],
  requestId: 'x',
};
const done = {
  statements: [],
  newLines: 1,
  knownLines: 0,
  matched: 0,
  undistributed: 1,
  failed: 0,
  fileAlreadyImported: false,
  continuityAccepted: [
    { statementId: 9, messages: ['Извлечение STM2 (ред 4) пропуска 1 работни дни'] },
  ],
  dryRun: false,
  preview: [],
};

describe('statement upload held for continuity', () => {
  it('lists what was found and uploads again with the reason typed', async () => {
    const calls = vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { continuityReason?: string };
      return Promise.resolve(
        body.continuityReason
          ? new Response(JSON.stringify(done), { status: 201 })
          : new Response(JSON.stringify(held), { status: 409 }),
      );
    });
    const { container } = renderOffice(<StatementUpload />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([':20:STM2\n'], 'stm2.mt940', { type: 'text/plain' });
    Object.defineProperty(file, 'text', { value: () => Promise.resolve(':20:STM2\n') });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Качване' }));
    expect(await screen.findByText(held.errors[0]!.message)).toBeTruthy();
    const accept = screen.getByRole('button', { name: 'Приеми с основание и качи' });
    expect((accept as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Основание за приемане' }), {
      target: { value: 'Банков празник' },
    });
    fireEvent.click(accept);
    await screen.findByText(/Прието с основание/);
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(2));
    const sent = JSON.parse(String(calls.mock.calls[1]![1]!.body)) as Record<string, string>;
    expect(sent.continuityReason).toBe('Банков празник');
    expect(sent.fileName).toBe('stm2.mt940');
  });
});

describe('statement upload previewed', () => {
  it('sends a dry run and lists what would book and what would wait, keeping the file', async () => {
    const preview = {
      ...done,
      continuityAccepted: [],
      dryRun: true,
      newLines: 2,
      matched: 1,
      undistributed: 1,
      preview: [
        { where: 'ред 6', valueDate: '2026-11-24', direction: 'CREDIT', amountMinor: 20000, currency: 'EUR', counterpartyName: 'DEMO CLIENT', remittance: 'Initial payment C-100001', outcome: 'BOOK', target: 'A00000001', score: 100, evidence: [{ kind: 'reference', points: 60, detail: 'C-100001' }], suggestions: [], reason: null },
        { where: 'ред 8', valueDate: '2026-11-24', direction: 'CREDIT', amountMinor: 5000, currency: 'EUR', counterpartyName: 'Trans Logistik', remittance: 'tolls', outcome: 'WAIT', target: null, score: 20, evidence: [], suggestions: [{ kind: 'CONTRACT', accountId: 3, accountNumber: 'A00000003', invoiceNumber: null, partnerId: null, name: 'Транс Логистик ЕООД', score: 20, evidence: [{ kind: 'name', points: 20, detail: 'Транс Логистик ЕООД' }] }], reason: null },
      ],
    }; // prettier-ignore
    const calls = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(preview), { status: 201 }));
    const { container } = renderOffice(<StatementUpload />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([':20:STM3\n'], 'stm3.mt940', { type: 'text/plain' });
    Object.defineProperty(file, 'text', { value: () => Promise.resolve(':20:STM3\n') });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Преглед' }));
    expect(await screen.findByText('Преглед: нищо не е записано')).toBeTruthy();
    expect(screen.getByText('Ще се осчетоводи')).toBeTruthy();
    expect(screen.getByText('Ще чака')).toBeTruthy();
    expect(screen.getByText(/референция C-100001 \(\+60\)/)).toBeTruthy();
    expect(screen.getByText(/A00000003 · Транс Логистик ЕООД — 20/)).toBeTruthy();
    const sent = JSON.parse(String(calls.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(sent.dryRun).toBe(true);
    // the file stays chosen, to be uploaded next
    expect((screen.getByRole('button', { name: 'Качване' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
