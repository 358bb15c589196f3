import { useState, type FormEvent } from 'react';
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
import { useTranslation } from 'react-i18next';
import { selfCareAccountsSchema } from '@toll/contract/accounts';
import { ATTACHABLE_TYPES } from '@toll/domain/devices';
import { api } from '../../../api/typed-client';
import { FormAlert } from '../../../components/form-alert';
import { LangLink } from '../../../components/lang-link';
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

function RequestForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const contracts = useQuery({
    queryKey: ['self-care', 'accounts', lang],
    queryFn: ({ signal }) =>
      api.get('/self-care/accounts', { lang, signal, parse: (json) => selfCareAccountsSchema.parse(json) }), // prettier-ignore
  });
  const [form, setForm] = useState({ accountId: '', inventoryType: 'OBU', quantity: 1, recipient: '', city: '', postalCode: '', street: '', phone: '' }); // prettier-ignore
  const set = (name: keyof typeof form) => (value: string | number) =>
    setForm((f) => ({ ...f, [name]: value }));
  const save = useMutation({
    mutationFn: () =>
      requestOwnDelivery(lang, {
        ...form,
        accountId: Number(form.accountId || contracts.data?.[0]?.account.id),
        deliveryMethod: 2,
        phone: form.phone || null,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['self-care', 'obu'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  if (!contracts.data || contracts.data.length === 0) return null;
  return (
    <Card withBorder padding="lg" component="form" onSubmit={submit} aria-labelledby="obu-request">
      <Stack gap="sm">
        <Title order={2} size="h3" id="obu-request">
          {t('obuSelfCare.request')}
        </Title>
        {save.isSuccess && <FormAlert message={t('obuSelfCare.requested')} kind="success" />}
        <FormAlert message={save.error?.message} />
        <NativeSelect
          label={t('obuSelfCare.contract')}
          value={form.accountId}
          onChange={(e) => set('accountId')(e.currentTarget.value)}
          data={contracts.data.map(({ account }) => ({ value: String(account.id), label: account.number }))} // prettier-ignore
        />
        <NativeSelect
          label={t('obuSelfCare.type')}
          value={form.inventoryType}
          onChange={(e) => set('inventoryType')(e.currentTarget.value)}
          data={ATTACHABLE_TYPES.map((v) => ({ value: v, label: t(`obuSelfCare.types.${v}`) }))}
        />
        <NumberInput
          label={t('obuSelfCare.quantity')}
          min={1}
          max={1000}
          required
          value={form.quantity}
          onChange={(v) => set('quantity')(Number(v) || 1)}
        />{' '}
        {/* prettier-ignore */}
        <TextInput label={t('obuSelfCare.recipient')} required maxLength={200} value={form.recipient} onChange={(e) => set('recipient')(e.currentTarget.value)} />{' '}
        {/* prettier-ignore */}
        <TextInput label={t('obuSelfCare.city')} required maxLength={100} value={form.city} onChange={(e) => set('city')(e.currentTarget.value)} />{' '}
        {/* prettier-ignore */}
        <TextInput label={t('obuSelfCare.postalCode')} required maxLength={12} value={form.postalCode} onChange={(e) => set('postalCode')(e.currentTarget.value)} />{' '}
        {/* prettier-ignore */}
        <TextInput label={t('obuSelfCare.street')} required maxLength={200} value={form.street} onChange={(e) => set('street')(e.currentTarget.value)} />{' '}
        {/* prettier-ignore */}
        <TextInput label={t('obuSelfCare.phone')} maxLength={30} value={form.phone} onChange={(e) => set('phone')(e.currentTarget.value)} />{' '}
        {/* prettier-ignore */}
        <Button type="submit" loading={save.isPending}>
          {t('obuSelfCare.send')}
        </Button>
      </Stack>
    </Card>
  );
}
