import { useState, type ReactNode } from 'react';
import {
  Anchor,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Account } from '@toll/contract/accounts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { QueryDialog } from '../../../components/query-dialog';
import { useLang } from '../../../i18n/use-lang';
import { useOfficePath } from '../../../shells/office/office-paths';
import { useOfficeAccess } from '../../../shells/office/use-office-access';
import {
  changeContractStatus,
  CONTRACTS_KEY,
  getContract,
  type StatusAction,
} from '../api/contracts-api';
import { ContractCreateForm } from './contract-create-form';
import { ContractVehicles } from './contract-vehicles';
import { RecordHistoryList } from './record-history-list';
import { StatusBadge } from './status-badge';

/** `contract-management/:partnerId`: `new` creates a client and contract; a number opens one. */
export function ContractPage() {
  const { partnerId } = useParams();
  const { t } = useTranslation('office');
  const path = useOfficePath();
  const navigate = useNavigate();
  const [created, setCreated] = useState<string | null>(null);
  const back = (
    <Anchor component={Link} to={path('contract-management')}>
      {t('contracts.backToList')}
    </Anchor>
  );
  if (partnerId === 'new')
    return (
      <Container size="xl" py="lg" fluid>
        <title>{`${t('contracts.createTitle')} – ${t('brand')}`}</title>
        <Stack gap="md">
          {back}
          <Title order={1}>{t('contracts.createTitle')}</Title>
          <ContractCreateForm
            onCreated={(account) => {
              setCreated(t('contracts.created', { number: account.number }));
              void navigate(path(`contract-management/${account.id}`));
            }}
          />
        </Stack>
      </Container>
    );
  const id = Number(partnerId);
  return <ContractView key={id} id={id} back={back} initialNotice={created} />;
}

type Pending = { action: StatusAction; reason?: string } | null;

function ContractView(props: { id: number; back: ReactNode; initialNotice: string | null }) {
  const { id, back } = props;
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const access = useOfficeAccess().capabilities;
  const canWrite = access.has('contracts.write');
  const [notice, setNotice] = useState<string | null>(props.initialNotice);
  const [asking, setAsking] = useState<StatusAction | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const key = [...CONTRACTS_KEY, 'one', id, lang];
  const contract = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getContract(lang, id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
  const change = useMutation({
    mutationFn: ({ action, reason }: { action: StatusAction; reason?: string }) =>
      changeContractStatus(lang, contract.data!, action, reason),
    onSuccess: async (answer) => {
      queryClient.setQueryData(key, answer.account);
      await queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
      setNotice(answer.message);
      setAsking(null);
      setPending(null);
    },
  });
  const run = (action: StatusAction, reason?: string) => {
    setNotice(null);
    change.mutate({ action, reason });
  };
  const close = () => {
    setAsking(null);
    setPending(null);
    change.reset();
  };

  if (contract.isPending && contract.fetchStatus !== 'idle')
    return (
      <Container py="lg">
        <Text>{t('common.loading')}</Text>
      </Container>
    );
  if (!contract.data)
    return (
      <Container py="lg">
        <Stack>
          {back}
          <FormAlert message={contract.error?.message ?? t('contracts.notFound')} />
        </Stack>
      </Container>
    );
  const account: Account = contract.data;
  const status = account.status;
  const actions: { action: StatusAction; label: string; color?: string }[] = [];
  if (canWrite) {
    if (!account.signed && status === 'PRE_ACTIVE') actions.push({ action: 'sign', label: t('contracts.actions.sign') }); // prettier-ignore
    if (status === 'ACTIVE') actions.push({ action: 'suspend', label: t('contracts.actions.suspend'), color: 'orange' }); // prettier-ignore
    if (status === 'SUSPENDED') actions.push({ action: 'reactivate', label: t('contracts.actions.reactivate') }); // prettier-ignore
    if (status === 'ACTIVE' || status === 'SUSPENDED') actions.push({ action: 'pre-close', label: t('contracts.actions.preClose'), color: 'grape' }); // prettier-ignore
    if (status !== 'CLOSED') actions.push({ action: 'close', label: t('contracts.actions.close'), color: 'red' }); // prettier-ignore
  }
  const c = account.customer;
  const field = (label: string, value: ReactNode) => (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text>{value === null || value === '' ? '—' : value}</Text>
    </div>
  );
  const money = (minor: number) => (minor / 100).toFixed(2);

  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${t('contracts.heading', { number: account.number })} – ${t('brand')}`}</title>
      <Stack gap="md">
        {back}
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={1}>{t('contracts.heading', { number: account.number })}</Title>
              <StatusBadge status={status} />
            </Group>
            <Text>
              {c.name} · {c.customerId} · {t(`contracts.types.${account.accountType as 1 | 2}`)}
            </Text>
            {account.statusReason && (
              <Text size="sm" c="gray.7">
                {t('contracts.fields.statusReason')}: {account.statusReason}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {actions.map((a) => (
              <Button
                key={a.action}
                variant="light"
                color={a.color}
                onClick={() => {
                  change.reset();
                  setAsking(a.action);
                }}
              >
                {' '}
                {/* prettier-ignore */}
                {a.label}
              </Button>
            ))}
          </Group>
        </Group>
        <FormAlert message={notice} kind="success" />
        <Tabs defaultValue="client" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="client">{t('contracts.tabs.client')}</Tabs.Tab>
            <Tabs.Tab value="contract">{t('contracts.tabs.contract')}</Tabs.Tab>
            <Tabs.Tab value="contacts">{t('contracts.tabs.contacts')}</Tabs.Tab>
            <Tabs.Tab value="vehicles">{`${t('contracts.tabs.vehicles')} (${account.activeUnits})`}</Tabs.Tab>
            <Tabs.Tab value="history">{t('contracts.tabs.history')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="client" pt="md">
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              {field(
                t('contracts.fields.customerType'),
                t(`contracts.customerTypes.${c.customerType as 1 | 2}`),
              )}
              {field(
                t(`contracts.idTypes.${c.identificationType as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`),
                c.identificationNumber,
              )}
              {field(t('contracts.client'), c.name)}
              {field(
                t('contracts.fields.vatRegistered'),
                c.vatRegistered ? t('common.yes') : t('common.no'),
              )}
              {field(
                t('contracts.fields.street'),
                `${c.street}, ${c.postalCode} ${c.city}, ${c.countryCode}`,
              )}
              {field(
                t('contracts.fields.preferredLanguage'),
                t(`common.langName.${c.preferredLanguage}`),
              )}
              {field(t('contracts.fields.iban'), c.iban)}
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="contract" pt="md">
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              {field(
                t('contracts.fields.accountType'),
                t(`contracts.types.${account.accountType as 1 | 2}`),
              )}
              {field(
                t('contracts.fields.obligationPeriod'),
                account.obligationPeriod && t(`contracts.periods.${account.obligationPeriod}`),
              )}
              {field(
                t('contracts.fields.duePaymentDays'),
                account.duePaymentDays === null
                  ? null
                  : `${account.duePaymentDays} (${t(`contracts.counters.${account.dueDaysCounter ?? 'CALENDAR'}`)})`,
              )}
              {field(t('contracts.fields.postponeDays'), account.postponeDays)}
              {field(
                t('contracts.fields.creditLimitBgTollEur'),
                money(account.creditLimitBgTollEurMinor),
              )}
              {field(
                t('contracts.fields.hasMstsToll'),
                account.hasMstsToll ? t('common.yes') : t('common.no'),
              )}
              {field(
                t('contracts.fields.signedAt'),
                account.signedAt && new Date(account.signedAt).toLocaleString(),
              )}
              {field(t('contracts.fields.createdAt'), new Date(account.createdAt).toLocaleString())}
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="contacts" pt="md">
            <Stack>
              {account.contacts.map((contact) => (
                <SimpleGrid key={contact.id} cols={{ base: 1, md: 3 }}>
                  {field(
                    t('contracts.fields.firstName'),
                    `${contact.firstName} ${contact.lastName}${contact.isPrimary ? ' ★' : ''}`,
                  )}
                  {field(
                    t('contracts.fields.email'),
                    contact.contactEmails.map((e) => e.emailAddress).join(', '),
                  )}
                  {field(
                    t('contracts.fields.phone'),
                    contact.contactNumbers
                      .map((n) => `+359 ${n.areaCode} ${n.localNumber}`)
                      .join(', '),
                  )}
                </SimpleGrid>
              ))}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="vehicles" pt="md">
            <ContractVehicles account={account} />
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="md">
            <RecordHistoryList entity="account" id={account.id} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <QueryDialog
        opened={asking === 'suspend' || asking === 'close'}
        title={t(asking === 'close' ? 'contracts.ask.closeTitle' : 'contracts.ask.suspendTitle')}
        label={t(asking === 'close' ? 'contracts.ask.closeReason' : 'contracts.ask.suspendReason')}
        busy={change.isPending}
        error={change.error?.message}
        onCancel={close}
        onSubmit={(reason) => {
          if (asking === 'close') run('close', reason);
          else {
            setAsking(null);
            setPending({ action: 'suspend', reason });
          }
        }}
      />
      <ConfirmDialog
        opened={
          pending !== null || asking === 'sign' || asking === 'reactivate' || asking === 'pre-close'
        }
        title={t(
          pending
            ? 'contracts.ask.suspendTitle'
            : asking === 'sign'
              ? 'contracts.ask.signTitle'
              : asking === 'pre-close'
                ? 'contracts.ask.preCloseTitle'
                : 'contracts.ask.reactivateTitle',
        )}
        message={
          pending
            ? t('contracts.ask.suspendConfirm', { number: account.number, reason: pending.reason })
            : t(
                asking === 'sign'
                  ? 'contracts.ask.signText'
                  : asking === 'pre-close'
                    ? 'contracts.ask.preCloseText'
                    : 'contracts.ask.reactivateText',
                { number: account.number },
              )
        }
        danger={pending !== null}
        busy={change.isPending}
        error={change.error?.message}
        onCancel={close}
        onConfirm={() => (pending ? run('suspend', pending.reason) : asking && run(asking))}
      />
    </Container>
  );
}
