import { useState } from 'react';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { selfServiceLinkBodySchema } from '@toll/contract/self-service';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { useLang } from '../../../i18n/use-lang';
import { useOfficeAccess } from '../../office-access';
import { attachSiteUser, CLIENTS_KEY, detachSiteUser, siteUsersOfClient } from '../api/clients-api';

/** The attach request's own rule for the username. */
const USERNAME = selfServiceLinkBodySchema.pick({ username: true });

/**
 * The site users tab (spec §7 "Self-service"): who sees this client's contracts on the public
 * site; a clerk attaches a registered user by username, or detaches one after a confirmation.
 */
export function ClientSiteUsers({ customerId }: { customerId: string }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const canWrite = useOfficeAccess().capabilities.has('contracts.write');
  const key = [...CLIENTS_KEY, customerId, 'users', lang];
  const users = useQuery({ queryKey: key, queryFn: ({ signal }) => siteUsersOfClient(lang, customerId, signal) }); // prettier-ignore
  const { form, formError, fail, submitWith } = useSchemaForm(USERNAME, {
    defaultValues: { username: '' },
    fields: ['username'],
  });
  const [detaching, setDetaching] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const attach = useMutation({
    mutationFn: (username: string) => attachSiteUser(lang, customerId, username),
    onSuccess: async (user) => {
      form.reset({ username: '' });
      setNotice(t('clients.users.attached', { username: user.username }));
      await refresh();
    },
    onError: fail,
  });
  const detach = useMutation({
    mutationFn: (name: string) => detachSiteUser(lang, customerId, name),
    onSuccess: async (user) => {
      setDetaching(null);
      setNotice(t('clients.users.detached', { username: user.username }));
      await refresh();
    },
  });
  const list = users.data?.users ?? [];
  return (
    <Stack gap="sm">
      <Text>{t('clients.users.intro')}</Text>
      <FormAlert message={notice} kind="success" />
      <FormAlert message={users.error?.message} />
      {canWrite && (
        <form
          noValidate
          onSubmit={submitWith(({ username }) => {
            setNotice(null);
            attach.mutate(username);
          })}
        >
          <Group align="flex-end">
            <TextInput
              label={t('clients.users.username')}
              maxLength={254}
              required
              error={form.formState.errors.username?.message ?? formError}
              {...form.register('username')}
            />
            <Button type="submit" loading={attach.isPending}>
              {t('clients.users.attach')}
            </Button>
          </Group>
        </form>
      )}
      {users.data && list.length === 0 && <Text>{t('clients.users.none')}</Text>}
      {list.length > 0 && (
        <Table striped withTableBorder aria-label={t('clients.tabs.users')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('clients.users.username')}</Table.Th>
              <Table.Th>{t('clients.users.name')}</Table.Th>
              <Table.Th>{t('clients.users.email')}</Table.Th>
              {canWrite && <Table.Th>{t('clients.addresses.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((u) => (
              <Table.Tr key={u.userId}>
                <Table.Td>{u.username}</Table.Td>
                <Table.Td>{`${u.firstName} ${u.lastName}`}</Table.Td>
                <Table.Td>{u.email}</Table.Td>
                {canWrite && (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => {
                        detach.reset();
                        setDetaching(u.username);
                      }}
                    >
                      {' '}
                      {/* prettier-ignore */}
                      {t('clients.users.detach')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ConfirmDialog
        opened={detaching !== null}
        title={t('clients.users.detachTitle')}
        message={t('clients.users.detachText', { username: detaching ?? '' })}
        busy={detach.isPending}
        error={detach.error?.message}
        onCancel={() => setDetaching(null)}
        onConfirm={() => detaching && detach.mutate(detaching)}
      />
    </Stack>
  );
}
