import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Container,
  FileButton,
  Group,
  Radio,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BulkCheckResponse, BulkPurchaseResponse } from '@toll/contract/bulk-purchase';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { FormAlert } from '../../components/form-alert';
import { useLang } from '../../i18n/use-lang';
import { submitGatewayForm } from '../delicts/model/submit-gateway-form';
import { useUserPos } from '../pos/api/user-pos';
import { buyBulkFile, checkBulkFile } from './bulk-api';

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);
const day = (iso: string) => formatSofiaDisplay(new Date(iso));

/**
 * The back-office vignette purchase by CSV file (spec §2 "CSV upload for vignette purchase"): the
 * file is checked line by line on the server (every purchase rule), problems shown per line; the
 * whole checked file is bought in one payment, by card at the gateway or in cash at the cashier's
 * point of sale (in its open shift), and the result lists each vignette.
 */
export function BulkPurchasePage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const pos = useUserPos();
  const posOptions = (pos.data ?? [])
    .filter((p) => p.active)
    .map((p) => ({ value: String(p.id), label: `${p.code} – ${p.name}` }));
  const [csv, setCsv] = useState('');
  const [checked, setChecked] = useState<{ csv: string; result: BulkCheckResponse } | null>(null);
  const [method, setMethod] = useState<'CARD' | 'CASH'>('CASH');
  const [posId, setPosId] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [terms, setTerms] = useState(false);
  const [noRefund, setNoRefund] = useState(false);
  const [bought, setBought] = useState<BulkPurchaseResponse | null>(null);

  const check = useMutation({
    mutationFn: (text: string) => checkBulkFile(lang, text),
    onSuccess: (result, text) => {
      setChecked({ csv: text, result });
      setBought(null);
    },
  });
  const buy = useMutation({
    mutationFn: () =>
      buyBulkFile(lang, {
        csv,
        paymentMethod: method,
        ...(method === 'CASH' && posId ? { posId: Number(posId) } : {}),
        email,
        consents: { terms: true, noRefund: true },
      }),
    onSuccess: (result) => {
      if (result.paymentMethod === 'CARD') submitGatewayForm(result.card.payment);
      else setBought(result);
    },
  });

  const result = checked?.result ?? null;
  const current = checked !== null && checked.csv === csv;
  const invalid = result ? result.rows.filter((row) => row.errors.length > 0).length : 0;
  const canBuy =
    current &&
    result?.ok === true &&
    terms &&
    noRefund &&
    email.trim() !== '' &&
    (method === 'CARD' || posId !== null);

  const onFile = (file: File | null) => {
    if (!file) return;
    void file.text().then((text) => {
      setCsv(text);
      check.mutate(text);
    });
  };

  return (
    <Container size="xl" py="md">
      <title>{`${t('bulk.title')} – ${t('brand')}`}</title>
      <Stack>
        <Title order={1}>{t('bulk.title')}</Title>
        <Text>{t('bulk.intro')}</Text>
        <Group>
          <FileButton onChange={onFile} accept=".csv,text/csv,text/plain">
            {(props) => (
              <Button {...props} variant="default">
                {t('bulk.file')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Textarea
          label={t('bulk.text')}
          value={csv}
          onChange={(event) => setCsv(event.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={14}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group>
          <Button
            onClick={() => check.mutate(csv)}
            loading={check.isPending}
            disabled={csv.trim() === ''}
          >
            {t('bulk.check')}
          </Button>
        </Group>
        <FormAlert message={errorText(check.error)} />
        {result && !current && <Alert color="yellow">{t('bulk.recheck')}</Alert>}
        {result && !bought && (
          <>
            {result.fileErrors.map((e) => (
              <Alert key={e.code} color="red">
                {e.message}
              </Alert>
            ))}
            {result.ok ? (
              <Alert color="green">
                {t('bulk.allValid', {
                  count: result.count,
                  total: `${result.total.price.amount.toFixed(2)} ${result.total.price.currency}`,
                })}
              </Alert>
            ) : (
              invalid > 0 && <Alert color="red">{t('bulk.someInvalid', { count: invalid })}</Alert>
            )}
            <Table.ScrollContainer minWidth={720}>
              <Table striped aria-label={t('bulk.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('bulk.line')}</Table.Th>
                    <Table.Th>{t('bulk.plate')}</Table.Th>
                    <Table.Th>{t('bulk.country')}</Table.Th>
                    <Table.Th>{t('bulk.product')}</Table.Th>
                    <Table.Th>{t('bulk.validity')}</Table.Th>
                    <Table.Th>{t('bulk.price')}</Table.Th>
                    <Table.Th>{t('bulk.problems')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.rows.map((row) => (
                    <Table.Tr key={row.line} data-invalid={row.errors.length > 0 || undefined}>
                      <Table.Td>{row.line}</Table.Td>
                      <Table.Td>{row.lpn}</Table.Td>
                      <Table.Td>{row.countryCode}</Table.Td>
                      <Table.Td>{row.productId}</Table.Td>
                      <Table.Td>
                        {row.validity
                          ? `${row.activationDate ? day(row.validity.from) : t('bulk.fromPayment')} – ${day(row.validity.to)}`
                          : ''}
                      </Table.Td>
                      <Table.Td>
                        {row.price ? `${row.price.amount.toFixed(2)} ${row.price.currency}` : ''}
                      </Table.Td>
                      <Table.Td c="red.8">{row.errors.map((e) => e.message).join(' ')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
        {result?.ok && current && !bought && (
          <Stack maw={560}>
            <Radio.Group
              label={t('bulk.payment')}
              value={method}
              onChange={(value) => setMethod(value as 'CARD' | 'CASH')}
            >
              <Group mt="xs">
                <Radio value="CASH" label={t('bulk.cash')} />
                <Radio value="CARD" label={t('bulk.card')} />
              </Group>
            </Radio.Group>
            {method === 'CASH' && (
              <Select label={t('bulk.pos')} data={posOptions} value={posId} onChange={setPosId} />
            )}
            <TextInput
              label={t('bulk.email')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Checkbox
              label={t('bulk.terms')}
              checked={terms}
              onChange={(event) => setTerms(event.currentTarget.checked)}
            />
            <Checkbox
              label={t('bulk.noRefund')}
              checked={noRefund}
              onChange={(event) => setNoRefund(event.currentTarget.checked)}
            />
            <FormAlert message={errorText(buy.error)} />
            <Group>
              <Button onClick={() => buy.mutate()} loading={buy.isPending} disabled={!canBuy}>
                {t('bulk.buy', { count: result.count })}
              </Button>
            </Group>
          </Stack>
        )}
        {bought?.paymentMethod === 'CASH' && (
          <Stack>
            <Alert color="green" role="status">
              {t('bulk.bought', {
                number: bought.sale.orderNumber,
                count: bought.sale.items.length,
              })}
            </Alert>
            <Table striped aria-label={t('bulk.vignette')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('bulk.vignette')}</Table.Th>
                  <Table.Th>{t('bulk.plate')}</Table.Th>
                  <Table.Th>{t('bulk.validity')}</Table.Th>
                  <Table.Th>{t('bulk.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {bought.sale.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.vignetteNumber}</Table.Td>
                    <Table.Td>{item.lpn}</Table.Td>
                    <Table.Td>{`${day(item.validity.from)} – ${day(item.validity.to)}`}</Table.Td>
                    <Table.Td>{t(`bulk.states.${item.status}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
