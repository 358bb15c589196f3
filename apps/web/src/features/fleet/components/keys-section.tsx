import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  Button,
  Card,
  Code,
  Group,
  NativeSelect,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { StatusBadge } from '../../../components/status-badge';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fleetKeyCreateSchema, type FleetKey, type FleetKeyCreate } from '@toll/contract/fleet';
import { FLEET_KEY_SCOPES } from '@toll/domain/fleet';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { useLang } from '../../../i18n/use-lang';
import {
  FLEET_KEYS_KEY,
  createFleetKey,
  fleetKeyUses,
  listFleetKeys,
  revokeFleetKey,
  rotateFleetKey,
} from '../api/fleet-api';
import { message, when } from './fleet-format';
import { ShownOnce } from './shown-once';

const KEY_FIELDS = ['name', 'scope'] as const;

/** The client's API keys: made with a name and scope (shown once), rotated, revoked; their calls. */
export function KeysSection() {
  const t = useSitePagesT();
  const lang = useLang();
  const queryClient = useQueryClient();
  const keys = useQuery({
    queryKey: [...FLEET_KEYS_KEY, lang],
    queryFn: ({ signal }) => listFleetKeys(lang, signal),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FleetKeyCreate, unknown, FleetKeyCreate>({
    resolver: contractResolver(fleetKeyCreateSchema),
    mode: 'onTouched',
    defaultValues: { name: '', scope: 'READ' },
  });
  const { errors } = form.formState;
  const [shown, setShown] = useState<string | null>(null);
  const [usesOf, setUsesOf] = useState<number | null>(null);
  const [revoking, setRevoking] = useState<FleetKey | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: FLEET_KEYS_KEY });
  const create = useMutation({
    mutationFn: (values: FleetKeyCreate) => createFleetKey(lang, values),
    onSuccess: async (issued) => {
      setShown(issued.key);
      form.reset({ name: '', scope: form.getValues('scope') });
      await refresh();
    },
    onError: (failed) => setFormError(applyServerError(failed, form.setError, KEY_FIELDS)),
  });
  const rotate = useMutation({
    mutationFn: (id: number) => rotateFleetKey(lang, id),
    onSuccess: async (issued) => {
      setShown(issued.key);
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: number) => revokeFleetKey(lang, id),
    onSuccess: async () => {
      setRevoking(null);
      await refresh();
    },
  });
  const submit = form.handleSubmit((values) => {
    setShown(null);
    setFormError(null);
    create.mutate(values);
  });
  const error = formError ?? message(rotate.error);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="fleet-keys">
      <Stack gap="md">
        <Title order={2} size="h3" id="fleet-keys">
          {t('fleetApi.keys')}
        </Title>
        <Text size="sm">{t('fleetApi.keysHint')}</Text>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('fleetApi.newKey')}>
          <Group align="end" wrap="wrap">
            <TextInput
              label={t('fleetApi.keyName')}
              required
              maxLength={80}
              error={errors.name?.message}
              {...form.register('name')}
            />
            <NativeSelect
              label={t('fleetApi.scope')}
              data={FLEET_KEY_SCOPES.map((s) => ({ value: s, label: t(`fleetApi.scopes.${s}`) }))}
              {...form.register('scope')}
            />
            <Button type="submit" loading={create.isPending}>
              {t('fleetApi.createKey')}
            </Button>
          </Group>
        </form>
        <FormAlert message={error} />
        {shown && <ShownOnce label={t('fleetApi.newKeyShown')} value={shown} />}
        {keys.data && keys.data.length === 0 && <Text>{t('fleetApi.noKeys')}</Text>}
        {keys.data && keys.data.length > 0 && (
          <ScrollArea type="auto">
            <Table striped miw={720} aria-label={t('fleetApi.keys')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fleetApi.keyName')}</Table.Th>
                  <Table.Th>{t('fleetApi.scope')}</Table.Th>
                  <Table.Th>{t('fleetApi.prefix')}</Table.Th>
                  <Table.Th>{t('fleetApi.lastUsed')}</Table.Th>
                  <Table.Th>{t('fleetApi.state')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {keys.data.map((key) => (
                  <KeyRow
                    key={key.id}
                    apiKey={key}
                    onRotate={() => rotate.mutate(key.id)}
                    onRevoke={() => setRevoking(key)}
                    onUses={() => setUsesOf(usesOf === key.id ? null : key.id)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {usesOf !== null && <KeyUses id={usesOf} />}
        <ConfirmDialog
          opened={revoking !== null}
          title={t('fleetApi.revoke')}
          message={t('fleetApi.revokeConfirm', { name: revoking?.name ?? '' })}
          busy={revoke.isPending}
          error={message(revoke.error)}
          onCancel={() => setRevoking(null)}
          onConfirm={() => revoking && revoke.mutate(revoking.id)}
        />
      </Stack>
    </Card>
  );
}

function KeyRow(props: {
  apiKey: FleetKey;
  onRotate: () => void;
  onRevoke: () => void;
  onUses: () => void;
}) {
  const t = useSitePagesT();
  const { apiKey: key } = props;
  const live = key.revokedAt === null;
  return (
    <Table.Tr>
      <Table.Td>{key.name}</Table.Td>
      <Table.Td>{t(`fleetApi.scopes.${key.scope}`)}</Table.Td>
      <Table.Td>
        <Code>{key.keyPrefix}…</Code>
      </Table.Td>
      <Table.Td>
        {when(key.lastUsedAt)}
        {key.lastUsedIp && (
          <Text size="xs" c="dimmed">
            {t('fleetApi.from', { ip: key.lastUsedIp })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <StatusBadge color={live ? 'green' : 'gray'}>
          {live ? t('fleetApi.live') : t('fleetApi.revoked', { at: when(key.revokedAt) })}
        </StatusBadge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={props.onUses}>
            {t('fleetApi.uses')}
          </Button>
          {live && (
            <>
              <Button size="xs" variant="default" onClick={props.onRotate}>
                {t('fleetApi.rotate')}
              </Button>
              <Button size="xs" color="red" variant="light" onClick={props.onRevoke}>
                {t('fleetApi.revoke')}
              </Button>
            </>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function KeyUses({ id }: { id: number }) {
  const t = useSitePagesT();
  const lang = useLang();
  const uses = useQuery({
    queryKey: [...FLEET_KEYS_KEY, 'uses', id, lang],
    queryFn: ({ signal }) => fleetKeyUses(lang, id, signal),
  });
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('fleetApi.usesTitle')}
      </Title>
      {uses.data?.length === 0 && <Text>{t('fleetApi.noUses')}</Text>}
      {uses.data && uses.data.length > 0 && (
        <ScrollArea type="auto">
          <Table miw={600} aria-label={t('fleetApi.usesTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fleetApi.at')}</Table.Th>
                <Table.Th>{t('fleetApi.ip')}</Table.Th>
                <Table.Th>{t('fleetApi.call')}</Table.Th>
                <Table.Th>{t('fleetApi.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {uses.data.map((use, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{when(use.usedAt)}</Table.Td>
                  <Table.Td>{use.ip}</Table.Td>
                  <Table.Td>
                    <Code>
                      {use.method} {use.path}
                    </Code>
                  </Table.Td>
                  <Table.Td>{use.status}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
