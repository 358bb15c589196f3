import { useState, type ReactNode } from 'react';
import { Anchor, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  closeAccountBodySchema,
  suspendAccountBodySchema,
  type Account,
} from '@toll/contract/accounts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { QueryDialog } from '../../../components/query-dialog';
import { useLang } from '../../../i18n/use-lang';
import { useOfficePath, useOfficeAccess } from '../../office-access';
import {
  changeContractStatus,
  CONTRACTS_KEY,
  getContract,
  type StatusAction,
} from '../api/contracts-api';
import { ContractDetailPanels } from './contract-details';
import { ContractBalance } from './contract-balance';
import { ContractObligations, ContractPaymentsList, TollAdjustmentForm } from './contract-money';
import { InitialPaymentFromBank } from './initial-payment-from-bank';
import { InternalTransferForm } from './contract-money-actions';
import { ContractDocuments } from './contract-documents';
import { ContractForm } from './contract-form';
import { ContractVehicles } from './contract-vehicles';
import { ContractMsts, MSTS_KEY } from '../../msts';
import { RecordHistory } from '../../record-history';
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
          <ContractForm
            onSaved={(account) => {
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
  const path = useOfficePath();
  const lang = useLang();
  const queryClient = useQueryClient();
  const access = useOfficeAccess().capabilities;
  const canReadLedger = access.has('ledger.read');
  const canAdjust = access.has('toll-adjustments');
  const canRefund = access.has('contract-payments.refund');
  const canTransfer = access.has('internal-transfers');
  const canReadMsts = access.has('msts-transactions');
  const canWrite = access.has('contracts.write');
  const canAssignBank = access.has('bank-report');
  const [notice, setNotice] = useState<string | null>(props.initialNotice);
  const [asking, setAsking] = useState<StatusAction | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [editing, setEditing] = useState(false);
  const [stale, setStale] = useState(false);
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
  const c = account.customer;
  const actions: { action: StatusAction; label: string; color?: string }[] = [];
  if (canWrite) {
    if (!account.signed && status === 'PRE_ACTIVE') actions.push({ action: 'sign', label: t('contracts.actions.sign') }); // prettier-ignore
    if (status === 'ACTIVE') actions.push({ action: 'suspend', label: t('contracts.actions.suspend'), color: 'orange' }); // prettier-ignore
    if (status === 'SUSPENDED') actions.push({ action: 'reactivate', label: t('contracts.actions.reactivate') }); // prettier-ignore
    if (status === 'ACTIVE' || status === 'SUSPENDED') actions.push({ action: 'pre-close', label: t('contracts.actions.preClose'), color: 'grape' }); // prettier-ignore
    if (status !== 'CLOSED') actions.push({ action: 'close', label: t('contracts.actions.close'), color: 'red' }); // prettier-ignore
  }
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
              <Anchor component={Link} to={path(`clients/${encodeURIComponent(c.customerId)}`)}>
                {c.name}
              </Anchor>{' '}
              · {c.customerId} · {t(`contracts.types.${account.accountType as 1 | 2}`)}
            </Text>
            {account.statusReason && (
              <Text size="sm" c="gray.7">
                {t('contracts.fields.statusReason')}: {account.statusReason}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {canWrite && status !== 'CLOSED' && !editing && (
              <Button
                variant="default"
                onClick={() => {
                  setNotice(null);
                  setStale(false);
                  setEditing(true);
                }}
              >
                {t('contractsMore.edit')}
              </Button>
            )}
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
        {editing ? (
          <Stack gap="sm">
            <Title order={2}>{t('contractsMore.editTitle', { number: account.number })}</Title>
            {stale && (
              <Button
                size="xs"
                w="fit-content"
                onClick={() => {
                  setStale(false);
                  setEditing(false);
                  void contract.refetch().then(() => setEditing(true));
                }}
              >
                {t('contractsMore.reload')}
              </Button>
            )}
            <ContractForm
              key={account.version}
              account={account}
              onStale={() => setStale(true)}
              onSaved={(saved) => {
                queryClient.setQueryData(key, saved);
                // the MSTS tab shows the Euro-toll limit the form may have raised
                void queryClient.invalidateQueries({ queryKey: MSTS_KEY });
                setEditing(false);
                setNotice(t('contractsMore.saved'));
              }}
              actions={
                <Button variant="default" onClick={() => setEditing(false)}>
                  {t('contractsMore.cancel')}
                </Button>
              }
            />
          </Stack>
        ) : (
          <Tabs defaultValue="client" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="client">{t('contracts.tabs.client')}</Tabs.Tab>
              <Tabs.Tab value="contract">{t('contracts.tabs.contract')}</Tabs.Tab>
              <Tabs.Tab value="contacts">{t('contracts.tabs.contacts')}</Tabs.Tab>
              <Tabs.Tab value="vehicles">{`${t('contracts.tabs.vehicles')} (${account.activeUnits})`}</Tabs.Tab>
              <Tabs.Tab value="documents">{t('contractsMore.tabs.documents')}</Tabs.Tab>
              <Tabs.Tab value="payments">{t('contractsMore.tabs.payments')}</Tabs.Tab>
              <Tabs.Tab value="obligations">{t('contractsMore.tabs.obligations')}</Tabs.Tab>
              {/* international toll: contracts with hasMstsToll, while the MSTS flag is on */}
              {canReadMsts && account.hasMstsToll && (
                <Tabs.Tab value="msts">{t('msts.tab')}</Tabs.Tab>
              )}
              <Tabs.Tab value="history">{t('contracts.tabs.history')}</Tabs.Tab>
            </Tabs.List>
            <ContractDetailPanels account={account} />
            <Tabs.Panel value="vehicles" pt="md">
              <ContractVehicles account={account} />
            </Tabs.Panel>
            <Tabs.Panel value="documents" pt="md">
              <ContractDocuments account={account} />
            </Tabs.Panel>
            <Tabs.Panel value="payments" pt="md">
              {canReadLedger ? (
                <Stack>
                  <ContractBalance accountId={account.id} />
                  {canAdjust && <TollAdjustmentForm accountId={account.id} />}
                  {canTransfer && (
                    <InternalTransferForm
                      accountId={account.id}
                      accountType={account.accountType}
                    />
                  )}
                  {canAssignBank &&
                    account.signed &&
                    account.status !== 'CLOSED' &&
                    account.initialPaymentMinor > 0 && <InitialPaymentFromBank account={account} />}
                  <ContractPaymentsList accountId={account.id} canRefund={canRefund} />
                </Stack>
              ) : (
                <Text>
                  {t('frame.noAccess.text', { screen: t('contractsMore.tabs.payments') })}
                </Text>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="obligations" pt="md">
              {canReadLedger ? (
                <ContractObligations accountId={account.id} />
              ) : (
                <Text>
                  {t('frame.noAccess.text', { screen: t('contractsMore.tabs.obligations') })}
                </Text>
              )}
            </Tabs.Panel>
            {canReadMsts && account.hasMstsToll && (
              <Tabs.Panel value="msts" pt="md">
                <ContractMsts accountId={account.id} />
              </Tabs.Panel>
            )}
            <Tabs.Panel value="history" pt="md">
              <RecordHistory
                entity="account"
                id={account.id}
                fieldLabel={(field) =>
                  t(`contracts.fields.${field}`, { defaultValue: '' }) || undefined
                }
              />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
      <QueryDialog
        opened={asking === 'suspend' || asking === 'close' || asking === 'reactivate'}
        title={t(asking === 'close' ? 'contracts.ask.closeTitle' : asking === 'reactivate' ? 'contracts.ask.reactivateTitle' : 'contracts.ask.suspendTitle')} // prettier-ignore
        label={t(asking === 'close' ? 'contracts.ask.closeReason' : asking === 'reactivate' ? 'contracts.ask.reactivateReason' : 'contracts.ask.suspendReason')} // prettier-ignore
        schema={asking === 'close' ? closeAccountBodySchema.shape.reason : asking === 'suspend' ? suspendAccountBodySchema.shape.reason : undefined} // prettier-ignore
        busy={change.isPending}
        error={change.error?.message}
        onCancel={close}
        onConfirm={(reason) => {
          if (asking === 'close') run('close', reason);
          else if (asking === 'suspend' || asking === 'reactivate') {
            setPending({ action: asking, reason });
            setAsking(null);
          }
        }}
      />
      <ConfirmDialog
        opened={pending !== null || asking === 'sign' || asking === 'pre-close'}
        title={t(
          pending
            ? pending.action === 'reactivate'
              ? 'contracts.ask.reactivateTitle'
              : 'contracts.ask.suspendTitle'
            : asking === 'sign'
              ? 'contracts.ask.signTitle'
              : 'contracts.ask.preCloseTitle',
        )}
        message={
          pending
            ? t(
                pending.action === 'reactivate'
                  ? 'contracts.ask.reactivateConfirm'
                  : 'contracts.ask.suspendConfirm',
                { number: account.number, reason: pending.reason },
              )
            : t(asking === 'sign' ? 'contracts.ask.signText' : 'contracts.ask.preCloseText', {
                number: account.number,
              })
        }
        danger={pending?.action === 'suspend'}
        busy={change.isPending}
        error={change.error?.message}
        onCancel={close}
        onConfirm={() => (pending ? run(pending.action, pending.reason) : asking && run(asking))}
      />
    </Container>
  );
}
