import { toOfficeLang } from '@toll/domain/languages';
import { useState } from 'react';
import { Badge, Button, Group, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invoiceCancelInputSchema, type InvoiceSummary } from '@toll/contract/billing';
import { fromMajor } from '@toll/domain/money';
import { formatMoney } from '@toll/domain/money-format';
import { ApiRequestError } from '../../../api/client';
import { AppModal } from '../../../components/app-modal';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { QueryDialog } from '../../../components/query-dialog';
import { useLang } from '../../../i18n/use-lang';
import {
  BILLING_KEY,
  cancelInvoice,
  downloadInvoicePdf,
  downloadInvoiceUbl,
  getInvoice,
  getInvoiceBankPayments,
  issueNote,
  payInvoice,
  sendInvoice,
} from '../api/billing-api';
import { formatDay } from '../../../i18n/format-sofia-time';
import { StatusBadge } from '../../../components/status-badge';

type Action = 'credit' | 'debit' | 'cancel' | 'cancelConfirm' | 'pay' | 'payBank' | null;

export type InvoiceDetailModalProps = {
  invoice: InvoiceSummary;
  canWrite: boolean;
  canPay: boolean;
  onClose: () => void;
  onOpen: (invoice: InvoiceSummary) => void;
};

/** One document: parties, lines, totals, related notes; PDF, mail, credit or debit note, cancel, pay. */
export function InvoiceDetailModal(props: InvoiceDetailModalProps) {
  const { invoice, canWrite, canPay, onClose, onOpen } = props;
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: [...BILLING_KEY, 'invoice', invoice.id, lang],
    queryFn: ({ signal }) => getInvoice(lang, invoice.id, signal),
  });
  const [action, setAction] = useState<Action>(null);
  const bankPayments = useQuery({
    queryKey: [...BILLING_KEY, 'invoice-bank-payments', invoice.id, lang],
    queryFn: ({ signal }) => getInvoiceBankPayments(lang, invoice.id, signal),
    enabled: action === 'payBank',
  });
  const [reason, setReason] = useState('');
  const [note, setNote] = useState({ description: '', amount: 0 });
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const failed = (e: unknown) =>
    setError(e instanceof ApiRequestError ? e.message : t('billing.failed'));
  const done = async (message: string) => {
    setAction(null);
    setError(null);
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey: BILLING_KEY });
  };
  const mutation = useMutation({
    mutationFn: async (run: () => Promise<string>) => run(),
    onSuccess: (message) => done(message),
    onError: (e) => {
      // a refused note keeps its form and what was typed, to correct the amount and send again
      setAction((current) => (current === 'credit' || current === 'debit' ? current : null));
      failed(e);
    },
  });
  const d = detail.data;
  const money = (minor: number) => formatMoney({ minor, currency: invoice.currency }, lang);
  const open = d?.status === 'ISSUED';

  const submitNote = (kind: 'credit' | 'debit') => {
    const unitPriceMinor = fromMajor(note.amount);
    if (unitPriceMinor === null || unitPriceMinor <= 0) return setError(t('billing.badAmount'));
    if (note.description.trim() === '' || reason.trim() === '')
      return setError(t('billing.noteRequired'));
    mutation.mutate(async () => {
      const created = await issueNote(lang, invoice.id, `${kind}-note`, {
        reason,
        lines: [
          {
            descriptionBg: note.description,
            descriptionEn: note.description,
            quantity: 1,
            unitPriceMinor,
            vatPercent: 20,
          },
        ],
      });
      return kind === 'credit'
        ? t('billing.creditIssued', { number: created.number })
        : t('billing.debitIssued', { number: created.number });
    });
  };

  return (
    <AppModal
      opened
      onClose={onClose}
      size="xl"
      title={`${t(`billing.types.${invoice.documentType}`)} № ${invoice.number}`}
    >
      <Stack gap="sm">
        <FormAlert message={notice} kind="success" />
        <FormAlert message={error} />
        {d && (
          <>
            <Group gap="xl" align="flex-start">
              <Stack gap={2}>
                <Text fw={600}>{t('billing.supplier')}</Text>
                <Text size="sm">{d.issuer[toOfficeLang(lang)].name}</Text>
                <Text size="sm">{d.issuer[toOfficeLang(lang)].address}</Text>
              </Stack>
              <Stack gap={2}>
                <Text fw={600}>{t('billing.recipient')}</Text>
                <Text size="sm">{d.recipient.name}</Text>
                <Text size="sm">{d.recipient.address}</Text>
                {d.recipient.eik && (
                  <Text size="sm">{`${t('billing.eik')}: ${d.recipient.eik}`}</Text>
                )}
              </Stack>
              <Stack gap={2}>
                <Text size="sm">{`${t('billing.issuedOn')}: ${d.issuedOn}`}</Text>
                <Text size="sm">{`${t('billing.contract')}: ${d.accountNumber}`}</Text>
                <StatusBadge color="blue">{t(`billing.statuses.${d.status}`)}</StatusBadge>
                {d.reason && <Text size="sm">{`${t('billing.reason')}: ${d.reason}`}</Text>}
                {d.paymentType && (
                  <Text size="sm">
                    {`${t(`billing.paymentTypes.${d.paymentType}`)}${d.paymentNumber ? ` · ${d.paymentNumber}` : ''}`}
                  </Text>
                )}
              </Stack>
            </Group>
            <Table withTableBorder aria-label={t('billing.lines')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('billing.description')}</Table.Th>
                  <Table.Th ta="right">{t('billing.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('billing.net')}</Table.Th>
                  <Table.Th ta="right">{t('billing.vat')}</Table.Th>
                  <Table.Th ta="right">{t('billing.gross')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.lines.map((l) => (
                  <Table.Tr key={l.lineNo}>
                    <Table.Td>{lang === 'bg' ? l.descriptionBg : l.descriptionEn}</Table.Td>
                    <Table.Td ta="right">{l.quantity}</Table.Td>
                    <Table.Td ta="right">{money(l.netMinor)}</Table.Td>
                    <Table.Td ta="right">{money(l.vatMinor)}</Table.Td>
                    <Table.Td ta="right">{money(l.grossMinor)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td colSpan={2} fw={700}>
                    {t('billing.total')}
                  </Table.Td>
                  <Table.Td ta="right">{money(d.netMinor)}</Table.Td>
                  <Table.Td ta="right">{money(d.vatMinor)}</Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {money(d.grossMinor)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            {d.related.length > 0 && (
              <Stack gap={4}>
                <Text fw={600}>{t('billing.related')}</Text>
                {d.related.map((r) => (
                  <Button key={r.id} variant="subtle" size="xs" onClick={() => onOpen(r)}>
                    {`${t(`billing.types.${r.documentType}`)} № ${r.number} · ${money(r.grossMinor)} · ${t(`billing.statuses.${r.status}`)}`}
                  </Button>
                ))}
              </Stack>
            )}
            <Group gap="xs">
              {(['bg', 'en'] as const).map((pdfLang) => (
                <Button
                  key={pdfLang}
                  variant="default"
                  size="xs"
                  onClick={() => void downloadInvoicePdf(lang, invoice, pdfLang).catch(failed)}
                >
                  {t('billing.pdf', { lang: pdfLang.toUpperCase() })}
                </Button>
              ))}
              {(['bg', 'en'] as const).map((ublLang) => (
                <Button
                  key={`ubl-${ublLang}`}
                  variant="default"
                  size="xs"
                  onClick={() => void downloadInvoiceUbl(lang, invoice, ublLang).catch(failed)}
                >
                  {t('billing.ubl', { lang: ublLang.toUpperCase() })}
                </Button>
              ))}
              {canWrite && (
                <Button
                  variant="default"
                  size="xs"
                  onClick={() =>
                    mutation.mutate(async () => {
                      const sent = await sendInvoice(lang, invoice.id);
                      return t('billing.sent', { to: sent.to });
                    })
                  }
                >
                  {t('billing.send')}
                </Button>
              )}
              {canWrite && open && d.documentType === 'INVOICE' && d.creditableMinor > 0 && (
                <Button size="xs" variant="light" onClick={() => setAction('credit')}>
                  {t('billing.creditNote')}
                </Button>
              )}
              {canWrite && open && d.documentType === 'INVOICE' && (
                <Button size="xs" variant="light" onClick={() => setAction('debit')}>
                  {t('billing.debitNote')}
                </Button>
              )}
              {canPay && open && d.documentType !== 'CREDIT_NOTE' && (
                <Button size="xs" variant="light" color="green" onClick={() => setAction('pay')}>
                  {t('billing.pay')}
                </Button>
              )}
              {canPay && open && d.documentType !== 'CREDIT_NOTE' && (
                <Button
                  size="xs"
                  variant="light"
                  color="green"
                  onClick={() => setAction('payBank')}
                >
                  {t('billing.payByBank')}
                </Button>
              )}
              {canWrite && open && (
                <Button size="xs" variant="light" color="red" onClick={() => setAction('cancel')}>
                  {t('billing.cancelInvoice')}
                </Button>
              )}
            </Group>
            {action === 'payBank' && (
              <Stack gap="xs">
                <Text fw={600}>{t('billing.bankPayments')}</Text>
                {bankPayments.data?.length === 0 && (
                  <Text size="sm">{t('billing.noBankPayments')}</Text>
                )}
                {(bankPayments.data?.length ?? 0) > 0 && (
                  <Table withTableBorder aria-label={t('billing.bankPayments')}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('billing.paymentNumber')}</Table.Th>
                        <Table.Th>{t('billing.valueDate')}</Table.Th>
                        <Table.Th>{t('billing.payer')}</Table.Th>
                        <Table.Th>{t('billing.remittance')}</Table.Th>
                        <Table.Th ta="right">{t('billing.undistributed')}</Table.Th>
                        <Table.Th />
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {bankPayments.data?.map((p) => (
                        <Table.Tr key={p.paymentId}>
                          <Table.Td>
                            {p.number}
                            {p.matches && (
                              <Badge ml="xs" size="xs" variant="light" color="green">
                                {t('billing.namesDocument')}
                              </Badge>
                            )}
                          </Table.Td>
                          <Table.Td>{formatDay(p.valueDate)}</Table.Td>
                          <Table.Td>{p.payer ?? ''}</Table.Td>
                          <Table.Td>{p.remittance}</Table.Td>
                          <Table.Td ta="right">{money(p.undistributedMinor)}</Table.Td>
                          <Table.Td>
                            <Button
                              size="xs"
                              loading={mutation.isPending}
                              onClick={() =>
                                mutation.mutate(async () => {
                                  await payInvoice(lang, invoice.id, 'BANK', p.paymentId);
                                  return t('billing.paidByBank', { payment: p.number });
                                })
                              }
                            >
                              {t('billing.useThisPayment')}
                            </Button>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
                <Group justify="flex-end">
                  <Button variant="default" size="xs" onClick={() => setAction(null)}>
                    {t('billing.cancel')}
                  </Button>
                </Group>
              </Stack>
            )}
            {(action === 'credit' || action === 'debit') && (
              <Stack
                gap="xs"
                aria-label={t(action === 'credit' ? 'billing.creditNote' : 'billing.debitNote')}
                role="group"
              >
                <TextInput
                  label={t(
                    action === 'credit' ? 'billing.noteDescription' : 'billing.debitDescription',
                  )}
                  value={note.description}
                  onChange={(e) => setNote((n) => ({ ...n, description: e.currentTarget.value }))}
                />
                <NumberInput
                  label={
                    action === 'credit'
                      ? t('billing.noteAmount', { max: money(d.creditableMinor) })
                      : t('billing.debitAmount')
                  }
                  min={0}
                  decimalScale={2}
                  decimalSeparator={lang === 'bg' ? ',' : '.'}
                  value={note.amount}
                  onChange={(v) => setNote((n) => ({ ...n, amount: Number(v) || 0 }))}
                />
                <TextInput
                  label={t('billing.reason')}
                  value={reason}
                  onChange={(e) => setReason(e.currentTarget.value)}
                />
                <Group justify="flex-end">
                  <Button variant="default" size="xs" onClick={() => setAction(null)}>
                    {t('billing.cancel')}
                  </Button>
                  <Button size="xs" loading={mutation.isPending} onClick={() => submitNote(action)}>
                    {t('billing.issue')}
                  </Button>
                </Group>
              </Stack>
            )}
          </>
        )}
      </Stack>
      <QueryDialog
        opened={action === 'cancel'}
        title={t('billing.cancelInvoice')}
        label={t('billing.cancelReason')}
        schema={invoiceCancelInputSchema.shape.reason}
        onConfirm={(value) => {
          setReason(value);
          setAction('cancelConfirm');
        }}
        onCancel={() => setAction(null)}
      />
      <ConfirmDialog
        opened={action === 'cancelConfirm'}
        title={t('billing.cancelInvoice')}
        message={t('billing.cancelConfirm', { number: invoice.number })}
        busy={mutation.isPending}
        onConfirm={() =>
          mutation.mutate(async () => {
            await cancelInvoice(lang, invoice.id, reason);
            return t('billing.cancelled');
          })
        }
        onCancel={() => setAction(null)}
      />
      <ConfirmDialog
        opened={action === 'pay'}
        danger={false}
        title={t('billing.pay')}
        message={t('billing.payConfirm', { number: invoice.number })}
        busy={mutation.isPending}
        onConfirm={() =>
          mutation.mutate(async () => {
            await payInvoice(lang, invoice.id, 'SYSTEM');
            return t('billing.paid');
          })
        }
        onCancel={() => setAction(null)}
      />
    </AppModal>
  );
}
