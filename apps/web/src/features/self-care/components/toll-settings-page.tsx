import './self-care-styles';
import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Account, Unit } from '@toll/contract/accounts';
import type { SelfCareDevice } from '@toll/contract/self-care';
import { formatMoney } from '@toll/domain/money-format';
import { FormAlert } from '../../../components/form-alert';
import { LangLink } from '../../../components/lang-link';
import { IdentityPage } from '../../identity';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { useLang } from '../../../i18n/use-lang';
import { getTollSettings, TOLL_SETTINGS_KEY } from '../api/self-care-api';
import { ContactLine } from './contact-line';
import { NotificationForm } from './notification-form';

const EMISSION_LABELS: Readonly<Record<number, string>> = {
  0: 'EURO 0',
  1: 'EURO I',
  2: 'EURO II',
  3: 'EURO III',
  4: 'EURO IV',
  5: 'EURO V',
  6: 'EURO VI',
  15: 'EEV',
};

/**
 * `account/toll-settings` (a user with a customer id; spec §2): for each own contract its notices
 * (which the customer changes here), its payment terms, its contacts, and its vehicles with the
 * on-board units on them. The server answers only the signed-in customer's contracts.
 */
export function TollSettingsPage() {
  const { t } = useTranslation();
  const pagesT = useSitePagesT();
  const lang = useLang();
  const settings = useQuery({
    queryKey: [...TOLL_SETTINGS_KEY, lang],
    queryFn: ({ signal }) => getTollSettings(lang, signal),
  });
  return (
    <IdentityPage pageId="tollSettings" size="md">
      <Stack gap="lg">
        <Anchor component={LangLink} to="account">
          {t('accountSettings.toAccount')}
        </Anchor>
        <Text>{pagesT('tollSettings.intro')}</Text>
        {settings.error && <FormAlert message={t('selfCare.failed')} />}
        {settings.data?.length === 0 && <Text>{t('selfCare.none')}</Text>}
        {settings.data?.map(({ account, units, devices }) => (
          <ContractSettings key={account.id} account={account} units={units} devices={devices} />
        ))}
      </Stack>
    </IdentityPage>
  );
}

function ContractSettings(props: { account: Account; units: Unit[]; devices: SelfCareDevice[] }) {
  const { account, units, devices } = props;
  const { t } = useTranslation();
  const pagesT = useSitePagesT();
  const headingId = `contract-${account.id}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id={headingId}>
            {t('selfCare.contract', { number: account.number })}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{t(`selfCare.type.${account.accountType as 1 | 2}`)}</Badge>
            <Badge variant="light" color={account.status === 'ACTIVE' ? 'green' : 'gray'}>
              {t(`selfCare.status.${account.status}`)}
            </Badge>
          </Group>
        </Group>
        <Title order={3} size="h4">
          {pagesT('tollSettings.notices')}
        </Title>
        <NotificationForm account={account} />
        <Title order={3} size="h4">
          {pagesT('tollSettings.terms')}
        </Title>
        <PaymentTerms account={account} />
        <Title order={3} size="h4">
          {pagesT('tollSettings.contacts')}
        </Title>
        {account.contacts.map((c) => (
          <ContactLine key={c.id} contact={c} />
        ))}
        <Title order={3} size="h4">
          {pagesT('tollSettings.vehicles')}
        </Title>
        <VehicleDevices units={units} devices={devices} />
      </Stack>
    </Card>
  );
}

function PaymentTerms({ account }: { account: Account }) {
  const pagesT = useSitePagesT();
  const lang = useLang();
  const money = (minor: number, currency: 'EUR' | 'BGN') => formatMoney({ minor, currency }, lang);
  const rows: [string, string][] = [];
  if (account.accountType === 2 && account.obligationPeriod) {
    rows.push([
      pagesT('tollSettings.obligationPeriod'),
      pagesT(`tollSettings.periods.${account.obligationPeriod}`),
    ]);
    if (account.duePaymentDays !== null && account.dueDaysCounter)
      rows.push([
        pagesT('tollSettings.dueDays'),
        pagesT('tollSettings.dueDaysValue', {
          count: account.duePaymentDays,
          counter: pagesT(`tollSettings.counters.${account.dueDaysCounter}`),
        }),
      ]);
    rows.push([
      pagesT('tollSettings.postponeDays'),
      pagesT('tollSettings.postponeValue', { count: account.postponeDays }),
    ]);
  }
  rows.push([
    pagesT('tollSettings.creditBg'),
    `${money(account.creditLimitBgTollEurMinor, 'EUR')} / ${money(account.creditLimitBgTollBgnMinor, 'BGN')}`,
  ]);
  rows.push([
    pagesT('tollSettings.msts'),
    pagesT(account.hasMstsToll ? 'tollSettings.mstsYes' : 'tollSettings.mstsNo'),
  ]);
  if (account.hasMstsToll)
    rows.push([
      pagesT('tollSettings.creditEu'),
      `${money(account.creditLimitEuTollEurMinor, 'EUR')} / ${money(account.creditLimitEuTollBgnMinor, 'BGN')}`,
    ]);
  return (
    <Stack gap={4}>
      {account.accountType === 1 && <Text>{pagesT('tollSettings.prepaid')}</Text>}
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="45%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function VehicleDevices(props: { units: Unit[]; devices: SelfCareDevice[] }) {
  const { units, devices } = props;
  const { t } = useTranslation();
  const pagesT = useSitePagesT();
  const active = units.filter((u) => u.status === 'ACTIVE');
  if (active.length === 0) return <Text>{t('selfCare.noVehicles')}</Text>;
  return (
    <Stack gap="xs">
      <Table striped aria-label={pagesT('tollSettings.vehicles')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('selfCare.plate')}</Table.Th>
            <Table.Th>{t('selfCare.vehicle')}</Table.Th>
            <Table.Th>{t('selfCare.category')}</Table.Th>
            <Table.Th>{pagesT('tollSettings.emission')}</Table.Th>
            <Table.Th>{pagesT('tollSettings.device')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {active.map((unit) => {
            const on = devices.filter((d) => d.unitId === unit.accountUnitId);
            return (
              <Table.Tr key={unit.accountUnitId}>
                <Table.Td>{unit.plate}</Table.Td>
                <Table.Td translate="no">
                  {[unit.make, unit.model].filter(Boolean).join(' ')}
                </Table.Td>
                <Table.Td>
                  {unit.tollCategory
                    ? t(`selfCare.categories.${unit.tollCategory}`)
                    : unit.vehicleType === 'TRACKING_DEVICE'
                      ? t('selfCare.tracker')
                      : t('selfCare.noCategory')}
                </Table.Td>
                <Table.Td>{EMISSION_LABELS[unit.emissionClass] ?? ''}</Table.Td>
                <Table.Td>
                  {on.length === 0
                    ? pagesT('tollSettings.noDevice')
                    : on
                        .map(
                          (d) =>
                            `${d.deviceNumber} (${t(`obuSelfCare.types.${d.inventoryType as 'OBU'}`)})`,
                        )
                        .join(', ')}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group gap="md">
        <Anchor component={LangLink} to="account/obu-delivery">
          {pagesT('tollSettings.orderDevices')}
        </Anchor>
        <Anchor component={LangLink} to="account/route-pass-calculator">
          {pagesT('tollSettings.calculate')}
        </Anchor>
      </Group>
    </Stack>
  );
}
