import type { ReactNode } from 'react';
import { Anchor, Badge, Container, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Account } from '@toll/contract/accounts';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { useOfficePath, useOfficeAccess } from '../../office-access';
import { CLIENTS_KEY, contractsOfClient } from '../api/clients-api';
import { CONTRACTS_KEY, unitsOfContract } from '../api/contracts-api';
import { ClientAddresses } from './client-addresses';
import { ClientNotifications } from './client-notifications';
import { ClientReport } from './client-report';
import { ClientSiteUsers } from './client-site-users';
import { ContractBalance } from './contract-balance';
import { ContractObligations, ContractPaymentsList } from './contract-money';
import { ContractDocuments } from './contract-documents';
import { StatusBadge as LabelBadge } from '../../../components/status-badge';
import { StatusBadge } from './status-badge';

const TABS = [
  'contracts',
  'vehicles',
  'payments',
  'obligations',
  'report',
  'notifications',
  'documents',
  'contacts',
  'addresses',
  'users',
] as const;

/**
 * `clients/:customerId` (spec §2 "clients"): one client with the tabs of the spec — its contracts,
 * the vehicles of all of them, payments (balances, payments received), obligations (terms, and
 * each contract's obligations with what is open), the detailed report, notices,
 * documents, contacts and addresses — and the site users attached to it. Tabs whose data another
 * module owns show it per contract; money needs the ledger's reading right, notices theirs.
 */
export function ClientPage() {
  const { customerId = '' } = useParams();
  const { t } = useTranslation('office');
  const lang = useLang();
  const path = useOfficePath();
  const canReadLedger = useOfficeAccess().capabilities.has('ledger.read');
  const contracts = useQuery({
    queryKey: [...CLIENTS_KEY, customerId, 'contracts', lang],
    queryFn: ({ signal }) => contractsOfClient(lang, customerId, signal),
  });
  const back = (
    <Anchor component={Link} to={path('contract-management')}>
      {t('contracts.backToList')}
    </Anchor>
  );
  if (contracts.isPending)
    return (
      <Container py="lg">
        <Text>{t('common.loading')}</Text>
      </Container>
    );
  const accounts = contracts.data ?? [];
  const client = accounts[0]?.customer;
  if (!client)
    return (
      <Container py="lg">
        <Stack>
          {back}
          <FormAlert message={contracts.error?.message ?? t('clients.notFound')} />
        </Stack>
      </Container>
    );
  const heading = t('clients.heading', { name: client.name });
  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${heading} – ${t('brand')}`}</title>
      <Stack gap="md">
        {back}
        <Stack gap={4}>
          <Title order={1}>{heading}</Title>
          <Text>
            {[
              client.customerId,
              t(`clients.customerTypes.${client.customerType as 1 | 2}`),
              client.identificationNumber,
              client.vatRegistered ? t('clients.vatRegistered') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Tabs defaultValue="contracts" keepMounted={false}>
          <Tabs.List>
            {TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab} id={`client-tab-${tab}`}>
                {t(`clients.tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="contracts" pt="md">
            <ClientContracts accounts={accounts} />
          </Tabs.Panel>
          <Tabs.Panel value="vehicles" pt="md">
            <ClientVehicles accounts={accounts} />
          </Tabs.Panel>
          <Tabs.Panel value="payments" pt="md">
            <PerContract accounts={accounts} need="ledger.read">
              {(a) => (
                <>
                  <ContractBalance accountId={a.id} />
                  <ContractPaymentsList accountId={a.id} />
                </>
              )}
            </PerContract>
          </Tabs.Panel>
          <Tabs.Panel value="obligations" pt="md">
            <Stack gap="xl">
              <ClientObligations accounts={accounts} />
              {canReadLedger && (
                <PerContract accounts={accounts} need="ledger.read">
                  {(a) => <ContractObligations accountId={a.id} />}
                </PerContract>
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="report" pt="md">
            <ClientReport customerId={customerId} accounts={accounts} />
          </Tabs.Panel>
          <Tabs.Panel value="notifications" pt="md">
            <ClientNotifications accounts={accounts} />
          </Tabs.Panel>
          <Tabs.Panel value="documents" pt="md">
            <PerContract accounts={accounts}>
              {(a) => <ContractDocuments account={a} />}
            </PerContract>
          </Tabs.Panel>
          <Tabs.Panel value="contacts" pt="md">
            <ClientContacts accounts={accounts} />
          </Tabs.Panel>
          <Tabs.Panel value="addresses" pt="md">
            <ClientAddresses customerId={customerId} />
          </Tabs.Panel>
          <Tabs.Panel value="users" pt="md">
            <ClientSiteUsers customerId={customerId} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

function ContractLink({ account }: { account: Account }) {
  const path = useOfficePath();
  return (
    <Anchor component={Link} to={path(`contract-management/${account.id}`)}>
      {account.number}
    </Anchor>
  );
}

/** A section per contract (money, files), or the "no access" note without the right. */
function PerContract(props: {
  accounts: Account[];
  need?: 'ledger.read';
  children: (account: Account) => ReactNode;
}) {
  const { t } = useTranslation('office');
  const access = useOfficeAccess().capabilities;
  if (props.need && !access.has(props.need))
    return <Text>{t('frame.noAccess.text', { screen: t('clients.tabs.payments') })}</Text>;
  return (
    <Stack gap="xl">
      {props.accounts.map((account) => (
        <Stack key={account.id} gap="xs">
          <Title order={2} size="h4">
            {t('contracts.heading', { number: account.number })}
          </Title>
          {props.children(account)}
        </Stack>
      ))}
    </Stack>
  );
}

function ClientContracts({ accounts }: { accounts: Account[] }) {
  const { t } = useTranslation('office');
  return (
    <Table striped withTableBorder aria-label={t('clients.tabs.contracts')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('clients.contract')}</Table.Th>
          <Table.Th>{t('clients.type')}</Table.Th>
          <Table.Th>{t('clients.status')}</Table.Th>
          <Table.Th>{t('clients.signed')}</Table.Th>
          <Table.Th>{t('clients.activeUnits')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {accounts.map((a) => (
          <Table.Tr key={a.id}>
            <Table.Td>
              <ContractLink account={a} />
            </Table.Td>
            <Table.Td>{t(`contracts.types.${a.accountType as 1 | 2}`)}</Table.Td>
            <Table.Td>
              <StatusBadge status={a.status} />
            </Table.Td>
            <Table.Td>{a.signed ? t('clients.yes') : t('clients.no')}</Table.Td>
            <Table.Td>{a.activeUnits}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ClientVehicles({ accounts }: { accounts: Account[] }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const lists = useQueries({
    queries: accounts.map((a) => ({
      queryKey: [...CONTRACTS_KEY, 'units', a.id, lang],
      queryFn: ({ signal }: { signal: AbortSignal }) => unitsOfContract(lang, a.id, signal),
    })),
  });
  const rows = lists.flatMap((list, i) =>
    (list.data ?? []).map((unit) => ({ unit, account: accounts[i]! })),
  );
  const failed = lists.find((l) => l.error)?.error;
  return (
    <Stack gap="xs">
      <FormAlert message={failed?.message} />
      {rows.length === 0 && lists.every((l) => l.data) && <Text>{t('clients.noVehicles')}</Text>}
      {rows.length > 0 && (
        <Table striped withTableBorder aria-label={t('clients.tabs.vehicles')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('vehicles.plate')}</Table.Th>
              <Table.Th>{t('clients.contract')}</Table.Th>
              <Table.Th>{t('clients.vehicle')}</Table.Th>
              <Table.Th>{t('clients.category')}</Table.Th>
              <Table.Th>{t('clients.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ unit, account }) => (
              <Table.Tr key={unit.accountUnitId}>
                <Table.Td>{unit.plate}</Table.Td>
                <Table.Td>
                  <ContractLink account={account} />
                </Table.Td>
                <Table.Td>{[unit.make, unit.model].filter(Boolean).join(' ')}</Table.Td>
                <Table.Td>
                  {unit.tollCategory ? t(`clients.categories.${unit.tollCategory}`) : ''}
                </Table.Td>
                <Table.Td>
                  <LabelBadge color={unit.status === 'ACTIVE' ? 'green' : 'gray'}>
                    {t(`clients.unitStatuses.${unit.status}`)}
                  </LabelBadge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function ClientObligations({ accounts }: { accounts: Account[] }) {
  const { t } = useTranslation('office');
  const postpaid = accounts.filter((a) => a.accountType === 2);
  if (postpaid.length === 0) return <Text>{t('clients.noPostpaid')}</Text>;
  return (
    <Stack gap="xs">
      <Text>{t('clients.obligationsHint')}</Text>
      <Table striped withTableBorder aria-label={t('clients.tabs.obligations')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('clients.contract')}</Table.Th>
            <Table.Th>{t('clients.period')}</Table.Th>
            <Table.Th>{t('clients.dueDays')}</Table.Th>
            <Table.Th>{t('clients.postponeDays')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {postpaid.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>
                <ContractLink account={a} />
              </Table.Td>
              <Table.Td>
                {a.obligationPeriod ? t(`clients.periods.${a.obligationPeriod}`) : ''}
              </Table.Td>
              <Table.Td>
                {a.duePaymentDays !== null && a.dueDaysCounter
                  ? t(`clients.dueDaysValue.${a.dueDaysCounter}`, { count: a.duePaymentDays })
                  : ''}
              </Table.Td>
              <Table.Td>{a.postponeDays}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function ClientContacts({ accounts }: { accounts: Account[] }) {
  const { t } = useTranslation('office');
  const rows = accounts.flatMap((a) => a.contacts.map((c) => ({ c, a })));
  return (
    <Table striped withTableBorder aria-label={t('clients.tabs.contacts')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('clients.contactName')}</Table.Th>
          <Table.Th>{t('clients.position')}</Table.Th>
          <Table.Th>{t('clients.emails')}</Table.Th>
          <Table.Th>{t('clients.phones')}</Table.Th>
          <Table.Th>{t('clients.contract')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ c, a }) => (
          <Table.Tr key={c.id}>
            <Table.Td>
              <Group gap={6}>
                {c.firstName} {c.lastName}
                {c.isPrimary && (
                  <Badge size="xs" variant="light">
                    {t('clients.primary')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>{c.position ?? ''}</Table.Td>
            <Table.Td>{c.contactEmails.map((e) => e.emailAddress).join(', ')}</Table.Td>
            <Table.Td>
              {c.contactNumbers
                .map(
                  (n) =>
                    `${n.countryCode === 'BG' ? '+359' : n.countryCode} ${n.areaCode} ${n.localNumber}`,
                ) // prettier-ignore
                .join(', ')}
            </Table.Td>
            <Table.Td>
              <ContractLink account={a} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
