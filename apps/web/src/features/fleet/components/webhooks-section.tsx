import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, Card, Checkbox, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { StatusBadge } from '../../../components/status-badge';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  webhookEndpointInputSchema,
  type WebhookEndpoint,
  type WebhookEndpointInput,
} from '@toll/contract/fleet';
import { FLEET_EVENTS, type FleetEvent } from '@toll/domain/fleet';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { useLang } from '../../../i18n/use-lang';
import {
  FLEET_WEBHOOKS_KEY,
  createWebhook,
  deleteWebhook,
  listWebhooks,
  resendDelivery,
  sendTestEvent,
  updateWebhook,
  webhookDeliveries,
} from '../api/fleet-api';
import { DeliveriesTable } from './deliveries-table';
import { message } from './fleet-format';
import { ShownOnce } from './shown-once';

type EndpointValues = WebhookEndpointInput;
const ENDPOINT_FIELDS = ['url', 'description', 'events'] as const;

/** The client's webhook endpoints: registered (the secret shown once), each with its card. */
export function WebhooksSection() {
  const t = useSitePagesT();
  const lang = useLang();
  const queryClient = useQueryClient();
  const endpoints = useQuery({
    queryKey: [...FLEET_WEBHOOKS_KEY, lang],
    queryFn: ({ signal }) => listWebhooks(lang, signal),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EndpointValues, unknown, EndpointValues>({
    resolver: contractResolver(webhookEndpointInputSchema),
    mode: 'onTouched',
    defaultValues: { url: '', description: '', events: ['balance.low', 'topup.booked'] },
  });
  const { errors } = form.formState;
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: FLEET_WEBHOOKS_KEY });
  const create = useMutation({
    mutationFn: (values: EndpointValues) => createWebhook(lang, values),
    onSuccess: async (made) => {
      setSecret(made.secret);
      form.reset({ url: '', description: '', events: form.getValues('events') });
      await refresh();
    },
    onError: (failed) => setFormError(applyServerError(failed, form.setError, ENDPOINT_FIELDS)),
  });
  const submit = form.handleSubmit((values) => {
    setSecret(null);
    setFormError(null);
    create.mutate(values);
  });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="fleet-webhooks">
      <Stack gap="md">
        <Title order={2} size="h3" id="fleet-webhooks">
          {t('fleetApi.webhooks')}
        </Title>
        <Text size="sm">{t('fleetApi.webhooksHint')}</Text>
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label={t('fleetApi.newEndpoint')}
        >
          <Stack gap="sm">
            <Group align="end" wrap="wrap">
              <TextInput
                label={t('fleetApi.url')}
                required
                type="url"
                placeholder="https://"
                maxLength={500}
                miw={280}
                error={errors.url?.message}
                {...form.register('url')}
              />
              <TextInput
                label={t('fleetApi.description')}
                maxLength={200}
                error={errors.description?.message}
                {...form.register('description')}
              />
            </Group>
            <Controller
              control={form.control}
              name="events"
              render={({ field }) => (
                <Checkbox.Group
                  label={t('fleetApi.events')}
                  value={field.value}
                  onChange={(v) => field.onChange(v as FleetEvent[])}
                  error={errors.events?.message}
                >
                  <Group gap="md" mt={4}>
                    {FLEET_EVENTS.map((e) => (
                      <Checkbox key={e} value={e} label={t(`fleetApi.event.${e}`)} />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
            />
            <Group>
              <Button type="submit" loading={create.isPending}>
                {t('fleetApi.addEndpoint')}
              </Button>
            </Group>
          </Stack>
        </form>
        <FormAlert message={formError} />
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
  const [removing, setRemoving] = useState(false);
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
    onSuccess: async () => {
      setRemoving(false);
      await onChanged();
    },
  });
  const resend = useMutation({
    mutationFn: (id: number) => resendDelivery(lang, id),
    onSuccess: afterDeliveries,
  });
  const error = message(toggle.error) ?? message(test.error) ?? message(resend.error);
  return (
    <Card withBorder padding="md" component="article" aria-label={endpoint.url}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Code style={{ wordBreak: 'break-all' }}>{endpoint.url}</Code>
          <StatusBadge color={endpoint.enabled ? 'green' : 'red'}>
            {endpoint.enabled
              ? t('fleetApi.enabled')
              : t(
                  endpoint.disabledReason === 'FAILING'
                    ? 'fleetApi.disabledFailing'
                    : 'fleetApi.disabled',
                )}
          </StatusBadge>
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
          <Button size="xs" color="red" variant="light" onClick={() => setRemoving(true)}>
            {t('fleetApi.remove')}
          </Button>
        </Group>
        <FormAlert message={error} />
        {open && deliveries.data?.length === 0 && (
          <Text size="sm">{t('fleetApi.noDeliveries')}</Text>
        )}
        {open && deliveries.data && deliveries.data.length > 0 && (
          <DeliveriesTable deliveries={deliveries.data} onResend={(id) => resend.mutate(id)} />
        )}
        <ConfirmDialog
          opened={removing}
          title={t('fleetApi.remove')}
          message={t('fleetApi.removeConfirm', { url: endpoint.url })}
          busy={remove.isPending}
          error={message(remove.error)}
          onCancel={() => setRemoving(false)}
          onConfirm={() => remove.mutate()}
        />
      </Stack>
    </Card>
  );
}
