import { useCallback } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  NativeSelect,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { selfCareAccountsSchema } from '@toll/contract/accounts';
import { selfCareDeliveryBodySchema } from '@toll/contract/devices';
import { ATTACHABLE_TYPES } from '@toll/domain/devices';
import { api } from '../../../api/typed-client';
import { FormAlert } from '../../../components/form-alert';
import { LangLink } from '../../../components/lang-link';
import { bodyResolver } from '../../../forms/body-resolver';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { ownDevices, requestOwnDelivery } from '../../../features/devices/api/devices-api';
import { IdentityPage } from '../../../features/identity/components/identity-page';
import { formatSofiaDate } from '../../../i18n/format-sofia-time';
import { useLang } from '../../../i18n/use-lang';

/** `account/obu-delivery`: the customer's devices and deliveries, and a request for new ones. */
export function ObuDeliveryPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const own = useQuery({
    queryKey: ['self-care', 'obu', lang],
    queryFn: ({ signal }) => ownDevices(lang, signal),
  });
  const active = own.data?.attachments.filter((a) => !a.detachedAt) ?? [];
  return (
    <IdentityPage pageId="obuDelivery" size="md">
      <Stack gap="lg">
        <Anchor component={LangLink} to="account">
          {t('accountSettings.toAccount')}
        </Anchor>
        {own.error && <FormAlert message={t('selfCare.failed')} />}
        <Title order={2} size="h3" id="own-devices">
          {t('obuSelfCare.devices')}
        </Title>
        {own.data && active.length === 0 && <Text>{t('obuSelfCare.noDevices')}</Text>}
        {active.length > 0 && (
          <Table.ScrollContainer minWidth={0} type="native">
            <Table striped aria-labelledby="own-devices">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('obuSelfCare.number')}</Table.Th>
                  <Table.Th>{t('obuSelfCare.serial')}</Table.Th>
                  <Table.Th>{t('obuSelfCare.plate')}</Table.Th>
                  <Table.Th>{t('obuSelfCare.since')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {active.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{a.deviceNumber}</Table.Td>
                    <Table.Td>{a.serialNumber}</Table.Td>
                    <Table.Td>{a.plate}</Table.Td>
                    <Table.Td>{formatSofiaDate(a.attachedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Title order={2} size="h3" id="own-deliveries">
          {t('obuSelfCare.deliveries')}
        </Title>
        {own.data && own.data.deliveries.length === 0 && (
          <Text>{t('obuSelfCare.noDeliveries')}</Text>
        )}
        {own.data && own.data.deliveries.length > 0 && (
          <Table.ScrollContainer minWidth={0} type="native">
            <Table striped aria-labelledby="own-deliveries">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>{t('obuSelfCare.contract')}</Table.Th>
                  <Table.Th>{t('obuSelfCare.quantity')}</Table.Th>
                  <Table.Th>{t('obuSelfCare.status')}</Table.Th>
                  <Table.Th>{t('obuSelfCare.deliveryDevices')}</Table.Th>
                  <Table.Th>{t('obuSelfCare.tracking')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {own.data.deliveries.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>{d.id}</Table.Td>
                    <Table.Td>{d.accountNumber}</Table.Td>
                    <Table.Td>{d.quantity}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{t(`obuSelfCare.statuses.${d.status}`)}</Badge>
                    </Table.Td>
                    <Table.Td>{d.deviceNumbers.join(', ')}</Table.Td>
                    <Table.Td>{d.trackingNumber ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <RequestForm />
      </Stack>
    </IdentityPage>
  );
}

type RequestValues = {
  accountId: string;
  inventoryType: string;
  quantity: number;
  recipient: string;
  city: string;
  postalCode: string;
  street: string;
  phone: string;
};
const REQUEST_FIELDS = ['accountId', 'inventoryType', 'quantity', 'recipient', 'city', 'postalCode', 'street', 'phone'] as const; // prettier-ignore

/** The customer's request for devices on one of their contracts, checked as the server checks it. */
function RequestForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const contracts = useQuery({
    queryKey: ['self-care', 'accounts', lang],
    queryFn: ({ signal }) =>
      api.get('/self-care/accounts', { lang, signal, parse: (json) => selfCareAccountsSchema.parse(json) }), // prettier-ignore
  });
  const firstContract = contracts.data?.[0]?.account.id;
  const toBody = useCallback(
    (v: RequestValues) => ({
      ...v,
      accountId: Number(v.accountId || firstContract),
      deliveryMethod: 2,
      phone: v.phone.trim() || null,
    }),
    [firstContract],
  );
  const { form, formError, fail, submitWith } = useSchemaForm<RequestValues>(
    bodyResolver<RequestValues>(selfCareDeliveryBodySchema, toBody, (path) => path),
    {
      defaultValues: { accountId: '', inventoryType: 'OBU', quantity: 1, recipient: '', city: '', postalCode: '', street: '', phone: '' }, // prettier-ignore
      fields: REQUEST_FIELDS,
    },
  );
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (values: RequestValues) => requestOwnDelivery(lang, toBody(values)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['self-care', 'obu'] }),
    onError: fail,
  });
  const submit = submitWith((values) => save.mutate(values));
  if (!contracts.data || contracts.data.length === 0) return null;
  return (
    <Card
      withBorder
      padding="lg"
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="obu-request"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="obu-request">
          {t('obuSelfCare.request')}
        </Title>
        {save.isSuccess && <FormAlert message={t('obuSelfCare.requested')} kind="success" />}
        <FormAlert message={formError} />
        <NativeSelect
          label={t('obuSelfCare.contract')}
          {...form.register('accountId')}
          data={contracts.data.map(({ account }) => ({ value: String(account.id), label: account.number }))} // prettier-ignore
        />
        <NativeSelect
          label={t('obuSelfCare.type')}
          {...form.register('inventoryType')}
          data={ATTACHABLE_TYPES.map((v) => ({ value: v, label: t(`obuSelfCare.types.${v}`) }))}
        />
        <Controller
          control={form.control}
          name="quantity"
          render={({ field }) => (
            <NumberInput
              label={t('obuSelfCare.quantity')}
              min={1}
              max={1000}
              required
              value={field.value}
              onChange={(v) => field.onChange(Number(v) || 1)}
              onBlur={field.onBlur}
              error={errors.quantity?.message}
            />
          )}
        />
        {/* prettier-ignore */}
        <TextInput label={t('obuSelfCare.recipient')} required maxLength={200} error={errors.recipient?.message} {...form.register('recipient')} />
        {/* prettier-ignore */}
        <TextInput label={t('obuSelfCare.city')} required maxLength={100} error={errors.city?.message} {...form.register('city')} />
        {/* prettier-ignore */}
        <TextInput label={t('obuSelfCare.postalCode')} required maxLength={12} error={errors.postalCode?.message} {...form.register('postalCode')} />
        {/* prettier-ignore */}
        <TextInput label={t('obuSelfCare.street')} required maxLength={200} error={errors.street?.message} {...form.register('street')} />
        {/* prettier-ignore */}
        <TextInput label={t('obuSelfCare.phone')} maxLength={30} error={errors.phone?.message} {...form.register('phone')} />
        {/* prettier-ignore */}
        <Button type="submit" loading={save.isPending}>
          {t('obuSelfCare.send')}
        </Button>
      </Stack>
    </Card>
  );
}
