// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { InvoiceSummary } from '@toll/contract/billing';
import { renderOffice } from '../../../test/render-office';
import { InvoiceDetailModal } from './invoice-detail-modal';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const party = { name: 'Агенция', eik: '123456789', vatNumber: null, address: 'София' };
const summary: InvoiceSummary = {
  id: 7,
  number: '0000000007',
  documentType: 'INVOICE',
  issuedOn: '2026-11-02',
  accountId: 5,
  accountNumber: 'A10000005',
  recipientName: 'Клиент ЕООД',
  currency: 'EUR',
  netMinor: 1000,
  vatMinor: 200,
  grossMinor: 1200,
  status: 'ISSUED',
  relatedInvoiceId: null,
  relatedInvoiceNumber: null,
};
const detail = {
  ...summary,
  issuer: { bg: party, en: party },
  recipient: { ...party, name: 'Клиент ЕООД' },
  reason: null,
  paidAt: null,
  paymentType: null,
  paymentNumber: null,
  cancelledAt: null,
  cancelReason: null,
  lines: [],
  related: [],
  creditableMinor: 1200,
};

describe('the invoice screen’s notes', () => {
  it('issues a debit note through POST /invoices/:id/debit-note', async () => {
    const calls = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = String(input instanceof Request ? input.url : input);
      const body = url.includes('/debit-note') ? { id: 8, number: '0000000008' } : detail;
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    renderOffice(
      <InvoiceDetailModal
        invoice={summary}
        canWrite
        canPay={false}
        onClose={vi.fn()}
        onOpen={vi.fn()}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Дебитно известие' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Какво се начислява допълнително' }), {
      target: { value: 'Допълнителна услуга' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Сума без ДДС' }), {
      target: { value: '12,50' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Основание' }), {
      target: { value: 'Пропусната услуга' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Издай' }));
    await screen.findByText('Издадено е дебитно известие № 0000000008');
    const post = calls.mock.calls.find(([input]) => String(input).includes('/debit-note'));
    expect(String(post?.[0])).toContain('/api/invoices/7/debit-note');
    const sent = JSON.parse(String(post?.[1]?.body)) as { reason: string; lines: unknown[] };
    expect(sent.reason).toBe('Пропусната услуга');
    expect(sent.lines).toEqual([
      expect.objectContaining({
        descriptionBg: 'Допълнителна услуга',
        quantity: 1,
        unitPriceMinor: 1250,
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Издай' })).toBeNull());
  });

  it('keeps a refused note’s form open with what was typed', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/credit-note'))
        return Promise.resolve(
          new Response(
            JSON.stringify({ errors: [{ code: 'x', message: 'Сумата е твърде голяма' }] }),
            {
              status: 400,
            },
          ),
        );
      return Promise.resolve(new Response(JSON.stringify(detail), { status: 200 }));
    });
    renderOffice(
      <InvoiceDetailModal
        invoice={summary}
        canWrite
        canPay={false}
        onClose={vi.fn()}
        onOpen={vi.fn()}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Кредитно известие' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Какво се кредитира' }), {
      target: { value: 'Надвзета такса' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Сума без ДДС/ }), {
      target: { value: '5' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Основание' }), {
      target: { value: 'Грешка' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Издай' }));
    await screen.findByText('Сумата е твърде голяма');
    expect(screen.getByRole('textbox', { name: 'Какво се кредитира' })).toHaveProperty(
      'value',
      'Надвзета такса',
    );
    expect(screen.getByRole('button', { name: 'Издай' })).toBeTruthy();
  });
});

describe('the invoice screen’s e-invoice', () => {
  it('downloads the UBL e-invoice in the language asked, beside the PDF', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:ubl');
    URL.revokeObjectURL = vi.fn();
    const calls = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/ubl'))
        return Promise.resolve(
          new Response('<Invoice/>', {
            status: 200,
            headers: { 'content-type': 'application/xml' },
          }),
        );
      return Promise.resolve(new Response(JSON.stringify(detail), { status: 200 }));
    });
    renderOffice(
      <InvoiceDetailModal
        invoice={summary}
        canWrite={false}
        canPay={false}
        onClose={vi.fn()}
        onOpen={vi.fn()}
      />,
    );
    expect(await screen.findByRole('button', { name: 'PDF (BG)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Е-фактура UBL (EN)' }));
    await waitFor(() =>
      expect(calls.mock.calls.some(([input]) => String(input).includes('/ubl'))).toBe(true),
    );
    const get = calls.mock.calls.find(([input]) => String(input).includes('/ubl'));
    expect(String(get?.[0])).toContain('/api/invoices/7/ubl');
    expect(String(get?.[0])).toContain('lang=en');
  });
});
