import { useState, type FormEvent } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FleetKey, WebhookEndpoint } from '@toll/contract/fleet';
import {
  FLEET_EVENTS,
  FLEET_KEY_SCOPES,
  type FleetEvent,
  type FleetKeyScope,
} from '@toll/domain/fleet';
import { FormAlert } from '../../../components/form-alert';
import { LangLink } from '../../../components/lang-link';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { useLang } from '../../../i18n/use-lang';
import { IdentityPage } from '../../../features/identity/components/identity-page';
import {
  FLEET_KEYS_KEY,
  FLEET_WEBHOOKS_KEY,
  createFleetKey,
  createWebhook,
  deleteWebhook,
  fleetKeyUses,
  listFleetKeys,
  listWebhooks,
  resendDelivery,
  revokeFleetKey,
  rotateFleetKey,
  sendTestEvent,
  updateWebhook,
  webhookDeliveries,
} from '../../../features/fleet/api/fleet-api';

const when = (iso: string | null) => (iso ? formatSofiaDateTime(iso, { seconds: true }) : '—');
const message = (error: unknown) => (error instanceof Error ? error.message : null);

/**
 * `account/fleet-api` (a user with a customer id, issue #36): the client's API keys for its own
 * machines (made, scoped, rotated, revoked; the key shown once) with each key's latest calls, and
 * its webhook endpoints (the secret shown once) with their deliveries, a re-send and a test event.
 */
export function FleetApiPage() {
  const { t } = useTranslation();
  const pagesT = useSitePagesT();
  return (
    <IdentityPage pageId="fleetApi" size="xl">
      <Stack gap="lg">
        <Anchor component={LangLink} to="account">
          {t('accountSettings.toAccount')}
        </Anchor>
        <Text>{pagesT('fleetApi.intro')}</Text>
        <KeysSection />
        <WebhooksSection />
      </Stack>
    </IdentityPage>
  );
}

/** The text of a key or secret shown once, with a copy button. */
function ShownOnce({ label, value }: { label: string; value: string }) {
  const t = useSitePagesT();
  return (
    <Card withBorder padding="sm" bg="yellow.0" role="status">
      <Stack gap={4}>
        <Text fw={600}>{label}</Text>
        <Code block data-testid="shown-once">
          {value}
        </Code>
        <Text size="sm">{t('fleetApi.shownOnce')}</Text>
        <Group>
          <Button
            size="xs"
            variant="default"
            onClick={() => void navigator.clipboard?.writeText(value)}
          >
            {t('fleetApi.copy')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function KeysSection() {
  const t = useSitePagesT();
  const lang = useLang();
  const queryClient = useQueryClient();
  const keys = useQuery({
    queryKey: [...FLEET_KEYS_KEY, lang],
    queryFn: ({ signal }) => listFleetKeys(lang, signal),
  });
  const [name, setName] = useState('');
  const [scope, setScope] = useState<FleetKeyScope>('READ');
  const [shown, setShown] = useState<string | null>(null);
  const [usesOf, setUsesOf] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: FLEET_KEYS_KEY });
  const create = useMutation({
    mutationFn: () => createFleetKey(lang, { name: name.trim(), scope }),
    onSuccess: async (issued) => {
      setShown(issued.key);
      setName('');
      await refresh();
    },
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
    onSuccess: refresh,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(null);
    create.mutate();
  };
  const error = message(create.error) ?? message(rotate.error) ?? message(revoke.error);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="fleet-keys">
      <Stack gap="md">
        <Title order={2} size="h3" id="fleet-keys">
          {t('fleetApi.keys')}
        </Title>
        <Text size="sm">{t('fleetApi.keysHint')}</Text>
        <form onSubmit={submit} aria-label={t('fleetApi.newKey')}>
          <Group align="end" wrap="wrap">
            <TextInput
              label={t('fleetApi.keyName')}
              required
              maxLength={80}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <NativeSelect
              label={t('fleetApi.scope')}
              value={scope}
              onChange={(e) => setScope(e.currentTarget.value as FleetKeyScope)}
              data={FLEET_KEY_SCOPES.map((s) => ({ value: s, label: t(`fleetApi.scopes.${s}`) }))}
            />
            <Button type="submit" loading={create.isPending} disabled={name.trim() === ''}>
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
                    onRevoke={() => {
                      if (window.confirm(t('fleetApi.revokeConfirm', { name: key.name })))
                        revoke.mutate(key.id);
                    }}
                    onUses={() => setUsesOf(usesOf === key.id ? null : key.id)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {usesOf !== null && <KeyUses id={usesOf} />}
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
        <Badge color={live ? 'green' : 'gray'} variant="light">
          {live ? t('fleetApi.live') : t('fleetApi.revoked', { at: when(key.revokedAt) })}
        </Badge>
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

function WebhooksSection() {
  const t = useSitePagesT();
  const lang = useLang();
  const queryClient = useQueryClient();
  const endpoints = useQuery({
    queryKey: [...FLEET_WEBHOOKS_KEY, lang],
    queryFn: ({ signal }) => listWebhooks(lang, signal),
  });
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<FleetEvent[]>(['balance.low', 'topup.booked']);
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: FLEET_WEBHOOKS_KEY });
  const create = useMutation({
    mutationFn: () => createWebhook(lang, { url: url.trim(), description, events }),
    onSuccess: async (made) => {
      setSecret(made.secret);
      setUrl('');
      setDescription('');
      await refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSecret(null);
    create.mutate();
  };
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="fleet-webhooks">
      <Stack gap="md">
        <Title order={2} size="h3" id="fleet-webhooks">
          {t('fleetApi.webhooks')}
        </Title>
        <Text size="sm">{t('fleetApi.webhooksHint')}</Text>
        <form onSubmit={submit} aria-label={t('fleetApi.newEndpoint')}>
          <Stack gap="sm">
            <Group align="end" wrap="wrap">
              <TextInput
                label={t('fleetApi.url')}
                required
                type="url"
                placeholder="https://"
                maxLength={500}
                miw={280}
                value={url}
                onChange={(e) => setUrl(e.currentTarget.value)}
              />
              <TextInput
                label={t('fleetApi.description')}
                maxLength={200}
                value={description}
                onChange={(e) => setDescription(e.currentTarget.value)}
              />
            </Group>
            <Checkbox.Group
              label={t('fleetApi.events')}
              value={events}
              onChange={(v) => setEvents(v as FleetEvent[])}
            >
              <Group gap="md" mt={4}>
                {FLEET_EVENTS.map((e) => (
                  <Checkbox key={e} value={e} label={t(`fleetApi.event.${e}`)} />
                ))}
              </Group>
            </Checkbox.Group>
            <Group>
              <Button
                type="submit"
                loading={create.isPending}
                disabled={url.trim() === '' || events.length === 0}
              >
                {t('fleetApi.addEndpoint')}
              </Button>
            </Group>
          </Stack>
        </form>
        <FormAlert message={message(create.error)} />
        {secret && <ShownOnce label={t('fleetApi.secretShown')} value={secret} />}
        {endpoints.data?.length === 0 && <Text>{t('fleetApi.noEndpoints')}</Text>}
        {endpoints.data?.map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} onChanged={refresh} />
        ))}
      </Stack>
    </Card>
  );
}

function EndpointCard({
  endpoint,
  onChanged,
}: {
  endpoint: WebhookEndpoint;
  onChanged: () => Promise<void>;
}) {
  const t = useSitePagesT();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const deliveriesKey = [...FLEET_WEBHOOKS_KEY, 'deliveries', endpoint.id, lang];
  const deliveries = useQuery({
    queryKey: deliveriesKey,
    queryFn: ({ signal }) => webhookDeliveries(lang, endpoint.id, signal),
    enabled: open,
    refetchInterval: open ? 5_000 : false,
  });
  const afterDeliveries = async () => {
    await queryClient.invalidateQueries({ queryKey: deliveriesKey });
    await onChanged();
  };
  const toggle = useMutation({
    mutationFn: () =>
      updateWebhook(lang, endpoint.id, {
        url: endpoint.url,
        description: endpoint.description,
        events: endpoint.events,
        enabled: !endpoint.enabled,
      }),
    onSuccess: onChanged,
  });
  const test = useMutation({
    mutationFn: () => sendTestEvent(lang, endpoint.id),
    onSuccess: async () => {
      setOpen(true);
      await afterDeliveries();
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteWebhook(lang, endpoint.id),
    onSuccess: onChanged,
  });
  const resend = useMutation({
    mutationFn: (id: number) => resendDelivery(lang, id),
    onSuccess: afterDeliveries,
  });
  const error =
    message(toggle.error) ?? message(test.error) ?? message(remove.error) ?? message(resend.error);
  return (
    <Card withBorder padding="md" component="article" aria-label={endpoint.url}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Code style={{ wordBreak: 'break-all' }}>{endpoint.url}</Code>
          <Badge color={endpoint.enabled ? 'green' : 'red'} variant="light">
            {endpoint.enabled
              ? t('fleetApi.enabled')
              : t(
                  endpoint.disabledReason === 'FAILING'
                    ? 'fleetApi.disabledFailing'
                    : 'fleetApi.disabled',
                )}
          </Badge>
        </Group>
        {endpoint.description && <Text size="sm">{endpoint.description}</Text>}
        <Text size="sm">{endpoint.events.map((e) => t(`fleetApi.event.${e}`)).join(', ')}</Text>
        {endpoint.pending > 0 && (
          <Text size="sm">{t('fleetApi.pending', { count: endpoint.pending })}</Text>
        )}
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setOpen(!open)}>
            {t('fleetApi.deliveries')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => test.mutate()}
            loading={test.isPending}
          >
            {t('fleetApi.sendTest')}
          </Button>
          <Button size="xs" variant="default" onClick={() => toggle.mutate()}>
            {endpoint.enabled ? t('fleetApi.disable') : t('fleetApi.enable')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => {
              if (window.confirm(t('fleetApi.removeConfirm', { url: endpoint.url })))
                remove.mutate();
            }}
          >
            {t('fleetApi.remove')}
          </Button>
        </Group>
        <FormAlert message={error} />
        {open && deliveries.data?.length === 0 && (
          <Text size="sm">{t('fleetApi.noDeliveries')}</Text>
        )}
        {open && deliveries.data && deliveries.data.length > 0 && (
          <ScrollArea type="auto">
            <Table miw={760} aria-label={t('fleetApi.deliveries')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fleetApi.event.title')}</Table.Th>
                  <Table.Th>{t('fleetApi.state')}</Table.Th>
                  <Table.Th>{t('fleetApi.lastAttempt')}</Table.Th>
                  <Table.Th>{t('fleetApi.answer')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {deliveries.data.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>
                      <Text size="sm">{d.eventType}</Text>
                      <Text size="xs" c="dimmed">
                        {d.eventId}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {t(`fleetApi.deliveryState.${d.state}`)}
                      <Text size="xs" c="dimmed">
                        {t('fleetApi.attempts', { count: d.attempts })}
                        {d.nextAttemptAt &&
                          ` · ${t('fleetApi.next', { at: when(d.nextAttemptAt) })}`}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {d.last ? when(d.last.attemptedAt) : '—'}
                      {d.last && (
                        <Text size="xs" c="dimmed">
                          {t('fleetApi.took', { ms: d.last.durationMs })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {d.last && (
                        <details>
                          <summary>{d.last.responseStatus ?? d.last.error ?? '—'}</summary>
                          <Text size="xs" fw={600}>
                            {t('fleetApi.request')}
                          </Text>
                          <Code block>
                            {Object.entries(d.last.requestHeaders)
                              .map(([k, v]) => `${k}: ${v}`)
                              .join('\n')}
                            {`\n\n${d.last.requestBody}`}
                          </Code>
                          <Text size="xs" fw={600}>
                            {t('fleetApi.response')}
                          </Text>
                          <Code block>{d.last.responseBody ?? d.last.error ?? ''}</Code>
                        </details>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="default" onClick={() => resend.mutate(d.id)}>
                        {t('fleetApi.resend')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
    </Card>
  );
}
