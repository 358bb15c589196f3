import { useState } from 'react';
import {
  Badge,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  clientAddressInputSchema,
  EDITABLE_ADDRESS_KINDS,
  type ClientAddress,
  type ClientAddressInput,
} from '@toll/contract/clients';
import { AppModal } from '../../../components/app-modal';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { useLang } from '../../../i18n/use-lang';
import { useOfficeAccess } from '../../office-access';
import {
  CLIENTS_KEY,
  clientAddresses,
  removeClientAddress,
  saveClientAddress,
} from '../api/clients-api';

type Values = z.input<typeof clientAddressInputSchema>;
const FIELDS = ['kind', 'recipient', 'countryCode', 'city', 'postalCode', 'street', 'phone'] as const; // prettier-ignore
const EMPTY: Values = { kind: 'DELIVERY', recipient: '', countryCode: 'BG', city: '', postalCode: '', street: '', phone: '' }; // prettier-ignore

/**
 * The addresses tab: the registered address (edited with the client) and the others —
 * correspondence, delivery of devices, billing — added, changed at the version read and removed
 * when no vehicle ships to them.
 */
export function ClientAddresses({ customerId }: { customerId: string }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const canWrite = useOfficeAccess().capabilities.has('contracts.write');
  const key = [...CLIENTS_KEY, customerId, 'addresses', lang];
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => clientAddresses(lang, customerId, signal) }); // prettier-ignore
  const [editing, setEditing] = useState<ClientAddress | 'new' | null>(null);
  const [removing, setRemoving] = useState<ClientAddress | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (address: ClientAddress) => removeClientAddress(lang, customerId, address.id!),
    onSuccess: async () => {
      setRemoving(null);
      setNotice(t('clients.addresses.removed'));
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return (
    <Stack gap="sm">
      <FormAlert message={notice} kind="success" />
      <FormAlert message={list.error?.message} />
      {canWrite && (
        <Group>
          <Button
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
          >
            {t('clients.addresses.add')}
          </Button>{' '}
          {/* prettier-ignore */}
        </Group>
      )}
      <Table striped withTableBorder aria-label={t('clients.tabs.addresses')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('clients.addresses.kind')}</Table.Th>
            <Table.Th>{t('clients.addresses.recipient')}</Table.Th>
            <Table.Th>{t('clients.addresses.address')}</Table.Th>
            <Table.Th>{t('clients.addresses.phone')}</Table.Th>
            <Table.Th>{t('clients.addresses.usedBy')}</Table.Th>
            {canWrite && <Table.Th>{t('clients.addresses.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list.data ?? []).map((a) => (
            <Table.Tr key={a.id ?? 'registered'}>
              <Table.Td>
                <Badge variant={a.id === null ? 'filled' : 'light'}>
                  {t(`clients.addresses.kinds.${a.kind}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{a.recipient ?? ''}</Table.Td>
              <Table.Td>{`${a.street}, ${a.postalCode} ${a.city}, ${a.countryCode}`}</Table.Td>
              <Table.Td>{a.phone ?? ''}</Table.Td>
              <Table.Td>{a.usedByVehicles}</Table.Td>
              {canWrite && (
                <Table.Td>
                  {a.id !== null && (
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => {
                          setNotice(null);
                          setEditing(a);
                        }}
                      >
                        {t('clients.addresses.edit')}
                      </Button>{' '}
                      {/* prettier-ignore */}
                      <Button size="xs" variant="light" color="red" disabled={a.usedByVehicles > 0} onClick={() => { remove.reset(); setRemoving(a); }}>{t('clients.addresses.remove')}</Button>{' '}
                      {/* prettier-ignore */}
                    </Group>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editing && (
        <AddressDialog
          customerId={customerId}
          address={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            setNotice(t('clients.addresses.saved'));
            await queryClient.invalidateQueries({ queryKey: key });
          }}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('clients.addresses.removeTitle')}
        message={t('clients.addresses.removeText', { address: removing ? `${removing.street}, ${removing.city}` : '' })} // prettier-ignore
        busy={remove.isPending}
        error={remove.error?.message}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </Stack>
  );
}

function AddressDialog(props: {
  customerId: string;
  address: ClientAddress | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { customerId, address } = props;
  const { t } = useTranslation('office');
  const lang = useLang();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, ClientAddressInput>({
    resolver: contractResolver(clientAddressInputSchema),
    mode: 'onTouched',
    defaultValues: address
      ? {
          kind: address.kind === 'REGISTERED' ? 'DELIVERY' : address.kind,
          recipient: address.recipient ?? '',
          countryCode: address.countryCode,
          city: address.city,
          postalCode: address.postalCode,
          street: address.street,
          phone: address.phone ?? '',
        }
      : EMPTY,
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (values: ClientAddressInput) =>
      saveClientAddress(lang, customerId, values, address?.id ? { id: address.id, version: address.version! } : null), // prettier-ignore
    onSuccess: () => props.onSaved(),
    onError: (error) => setFormError(applyServerError(error, form.setError, FIELDS)),
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values);
  });
  return (
    <AppModal
      opened
      onClose={props.onClose}
      title={t(address ? 'clients.addresses.editTitle' : 'clients.addresses.addTitle')}
      size="lg"
    >
      {' '}
      {/* prettier-ignore */}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert message={formError} />
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('clients.addresses.kind')}
              data={EDITABLE_ADDRESS_KINDS.map((k) => ({ value: k, label: t(`clients.addresses.kinds.${k}`) }))} // prettier-ignore
              error={errors.kind?.message}
              {...form.register('kind')}
            />
            <TextInput label={t('clients.addresses.recipient')} maxLength={200} error={errors.recipient?.message} {...form.register('recipient')} /> {/* prettier-ignore */}
            <TextInput label={t('clients.addresses.country')} maxLength={2} required error={errors.countryCode?.message} {...form.register('countryCode')} /> {/* prettier-ignore */}
            <TextInput label={t('clients.addresses.city')} maxLength={100} required error={errors.city?.message} {...form.register('city')} /> {/* prettier-ignore */}
            <TextInput label={t('clients.addresses.postalCode')} maxLength={10} required error={errors.postalCode?.message} {...form.register('postalCode')} /> {/* prettier-ignore */}
            <TextInput label={t('clients.addresses.street')} maxLength={200} required error={errors.street?.message} {...form.register('street')} /> {/* prettier-ignore */}
            <TextInput label={t('clients.addresses.phone')} type="tel" maxLength={21} error={errors.phone?.message} {...form.register('phone')} /> {/* prettier-ignore */}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('contractsMore.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('clients.addresses.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
