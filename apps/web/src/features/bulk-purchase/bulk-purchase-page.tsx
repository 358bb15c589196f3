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
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  bulkPurchaseRequestSchema,
  type BulkCheckResponse,
  type BulkPurchaseRequest,
  type BulkPurchaseResponse,
} from '@toll/contract/bulk-purchase';
import type { Lang } from '@toll/domain/languages';
import { formatNumber } from '@toll/domain/number-format';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { ApiRequestError } from '../../api/client';
import { FormAlert } from '../../components/form-alert';
import { applyServerError } from '../../forms/apply-server-error';
import { bodyResolver } from '../../forms/body-resolver';
import { errorText as catalogueText } from '../../forms/error-text';
import { useLang } from '../../i18n/use-lang';
import { submitGatewayForm } from '../delicts';
import { useUserPos } from '../pos';
import { buyBulkFile, checkBulkFile } from './bulk-api';

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);
const day = (iso: string) => formatSofiaDisplay(new Date(iso));
const price = (p: { amount: number; currency: string }, lang: Lang) =>
  `${formatNumber(p.amount, lang, { digits: 2 })} ${p.currency}`;

type PaymentValues = {
  paymentMethod: 'CARD' | 'CASH';
  posId: string;
  email: string;
  terms: boolean;
  noRefund: boolean;
};
const PAYMENT_FIELDS = ['paymentMethod', 'posId', 'email', 'terms', 'noRefund'] as const;

const paymentBody = (csv: string, v: PaymentValues) => ({
  csv,
  paymentMethod: v.paymentMethod,
  ...(v.paymentMethod === 'CASH' && v.posId !== '' ? { posId: Number(v.posId) } : {}),
  email: v.email,
  consents: { terms: v.terms, noRefund: v.noRefund },
});
const paymentField = (path: string) =>
  path.startsWith('consents.') ? path.slice('consents.'.length) : path === 'csv' ? null : path;

/**
 * The payment form over POST /bulk-purchases's own schema: the button always answers, and what is
 * missing (the receipt e-mail, a consent, the point of sale for cash) is marked on its field
 * (issue #32 item 16: the button stayed disabled with no reason).
 */
function paymentResolver(csv: string): Resolver<PaymentValues> {
  const schema = bodyResolver<PaymentValues>(
    bulkPurchaseRequestSchema,
    (v) => paymentBody(csv, v),
    paymentField,
  );
  return async (values, context, options) => {
    const result = await schema(values, context, options);
    if (values.paymentMethod !== 'CASH' || values.posId !== '') return result;
    const posId: FieldError = {
      type: 'required',
      message: catalogueText({ code: 'bulk.posRequired' }),
    };
    return { values: {}, errors: { ...result.errors, posId } };
  };
}

/**
 * The back-office vignette purchase by CSV file (spec §2 "CSV upload for vignette purchase"): the
 * file is checked line by line on the server (every purchase rule), problems shown per line; the
 * whole checked file is bought in one payment, by card at the gateway or in cash at the cashier's
 * point of sale (in its open shift), and the result lists each vignette.
 */
export function BulkPurchasePage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [csv, setCsv] = useState('');
  const [checked, setChecked] = useState<{ csv: string; result: BulkCheckResponse } | null>(null);
  const [bought, setBought] = useState<BulkPurchaseResponse | null>(null);

  const check = useMutation({
    mutationFn: (text: string) => checkBulkFile(lang, text),
    onSuccess: (result, text) => {
      setChecked({ csv: text, result });
      setBought(null);
    },
  });
  const result = checked?.result ?? null;
  const current = checked !== null && checked.csv === csv;
  const invalid = result ? result.rows.filter((row) => row.errors.length > 0).length : 0;
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
                  total: price(result.total.price, lang),
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
                      <Table.Td>{row.price ? price(row.price, lang) : ''}</Table.Td>
                      <Table.Td c="red.8">{row.errors.map((e) => e.message).join(' ')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
        {result?.ok && current && !bought && (
          <BulkPayment key={csv} csv={csv} count={result.count} onBought={setBought} />
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

/** How the checked file is paid: by card at the gateway or in cash at one of the user's POS. */
function BulkPayment(props: {
  csv: string;
  count: number;
  onBought: (result: BulkPurchaseResponse) => void;
}) {
  const { csv, count, onBought } = props;
  const { t } = useTranslation('office');
  const lang = useLang();
  const pos = useUserPos();
  const posOptions = (pos.data ?? [])
    .filter((p) => p.active)
    .map((p) => ({ value: String(p.id), label: `${p.code} – ${p.name}` }));
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError: setFieldError,
    formState,
  } = useForm<PaymentValues>({
    defaultValues: { paymentMethod: 'CASH', posId: '', email: '', terms: false, noRefund: false },
    resolver: paymentResolver(csv),
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const method = useWatch({ control, name: 'paymentMethod' });
  const posId = useWatch({ control, name: 'posId' });
  const buy = useMutation({
    mutationFn: (values: PaymentValues) =>
      buyBulkFile(lang, paymentBody(csv, values) as BulkPurchaseRequest),
    onSuccess: (result) => {
      if (result.paymentMethod === 'CARD') submitGatewayForm(result.card.payment);
      else onBought(result);
    },
    onError: (e) =>
      setError(
        applyServerError(e, setFieldError, PAYMENT_FIELDS) ??
          (e instanceof ApiRequestError ? null : errorText(e)),
      ),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        setError(null);
        void handleSubmit((values) => buy.mutate(values))(event);
      }}
    >
      <Stack maw={560}>
        <Radio.Group
          label={t('bulk.payment')}
          value={method}
          onChange={(value) => setValue('paymentMethod', value as 'CARD' | 'CASH')}
        >
          <Group mt="xs">
            <Radio value="CASH" label={t('bulk.cash')} />
            <Radio value="CARD" label={t('bulk.card')} />
          </Group>
        </Radio.Group>
        {method === 'CASH' && (
          <Select
            label={t('bulk.pos')}
            required
            data={posOptions}
            value={posId || null}
            onChange={(value) =>
              setValue('posId', value ?? '', { shouldValidate: formState.isSubmitted })
            }
            error={errors.posId?.message}
          />
        )}
        <TextInput
          label={t('bulk.email')}
          type="email"
          required
          {...register('email')}
          error={errors.email?.message}
        />
        <Checkbox label={t('bulk.terms')} {...register('terms')} error={errors.terms?.message} />
        <Checkbox
          label={t('bulk.noRefund')}
          {...register('noRefund')}
          error={errors.noRefund?.message}
        />
        <FormAlert message={error} />
        <Group>
          <Button type="submit" loading={buy.isPending}>
            {t('bulk.buy', { count })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
