import { useMemo, useState } from 'react';
import { Anchor, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { addDays, formatPlainDate } from '@toll/domain/plain-date';
import { TOLLED_ROAD_CLASSES } from '@toll/domain/road-network';
import { ROUTE_TOLL_CATEGORIES } from '@toll/domain/route-tariffs';
import { sofiaDate } from '@toll/domain/sofia-time';
import { EMISSION_GROUPS } from '@toll/domain/vehicles';
import { useListState } from '../../components/data-table/use-list-state';
import { FormAlert } from '../../components/form-alert';
import { useLang } from '../../i18n/use-lang';
import { useOfficeAccess, useOfficePath } from '../office-access';
import { RateChangeModal, type RateChangeKind } from './rate-change-modal';
import { OverchargeTable, TariffTable } from './rate-tables';
import {
  listOvercharges,
  OVERCHARGE_LIST_DEFAULTS,
  TARIFF_LIST_DEFAULTS,
  TOLL_ADMIN_KEY,
} from './toll-admin-api';

type Tab = 'tariffs' | 'overcharges';

/**
 * `toll-administration` (issue #32 item 11): the toll operator's dated rates — the per-km tariffs
 * by road class, vehicle category and emission group, and the overcharge on international toll
 * per toll domain — with their history and scheduled changes; the toll admin schedules a change
 * from a day not yet begun. Toll adjustments are made on a contract's payments tab, and what the
 * charging system has not confirmed is on its own screen: both are linked from here.
 */
export function TollAdminPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const path = useOfficePath();
  const client = useQueryClient();
  const access = useOfficeAccess().capabilities;
  const canWrite = access.has('toll-administration.write');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'overcharges' ? 'overcharges' : 'tariffs';
  const [changing, setChanging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const tomorrow = formatPlainDate(addDays(sofiaDate(new Date()), 1));
  const domains = useQuery({
    queryKey: [...TOLL_ADMIN_KEY, 'overcharges', lang],
    queryFn: ({ signal }) => listOvercharges(lang, signal),
    enabled: tab === 'overcharges',
  });
  const kind = useMemo<RateChangeKind>(
    () =>
      tab === 'tariffs'
        ? {
            kind: 'tariff',
            roadClasses: TOLLED_ROAD_CLASSES.map((value) => ({
              value,
              label: t(`tollAdmin.roadClasses.${value}`),
            })),
            categories: ROUTE_TOLL_CATEGORIES.map((value) => ({
              value,
              label: t(`vehicles.categories.${value}`),
            })),
            emissionGroups: Object.entries(EMISSION_GROUPS).map(([value, label]) => ({
              value,
              label,
            })),
          }
        : {
            kind: 'overcharge',
            domains: [
              ...new Map((domains.data ?? []).map((d) => [d.tollDomain, d.name])).entries(),
            ].map(([value, label]) => ({ value, label })),
          },
    [tab, t, domains.data],
  );

  return (
    <Container size="xl" py="lg" fluid>
      <title>{t('screens.toll-administration')}</title>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{t('screens.toll-administration')}</Title>
          {canWrite && (
            <Button onClick={() => setChanging(true)}>
              {t(tab === 'tariffs' ? 'tollAdmin.changeTariff' : 'tollAdmin.changeOvercharge')}
            </Button>
          )}
        </Group>
        <Text c="dimmed">
          {t('tollAdmin.intro')}{' '}
          {access.has('contract-management') && (
            <Anchor component={Link} to={path('contract-management')}>
              {t('tollAdmin.adjustmentsLink')}
            </Anchor>
          )}
          {access.has('vehicle-management') ? (
            <>
              {' · '}
              <Anchor component={Link} to={path('charging-sync')}>
                {t('screens.charging-sync')}
              </Anchor>
            </>
          ) : null}
        </Text>
        <FormAlert message={notice} kind="success" />
        <Tabs
          value={tab}
          onChange={(next) => {
            setNotice(null);
            setParams(next === 'overcharges' ? { tab: next } : {});
          }}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="tariffs" id="toll-admin-tariffs">
              {t('tollAdmin.tabs.tariffs')}
            </Tabs.Tab>
            <Tabs.Tab value="overcharges" id="toll-admin-overcharges">
              {t('tollAdmin.tabs.overcharges')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="tariffs" pt="md">
            <TariffPanel />
          </Tabs.Panel>
          <Tabs.Panel value="overcharges" pt="md">
            <OverchargePanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {changing && (
        <RateChangeModal
          of={kind}
          tomorrow={tomorrow}
          onClose={() => setChanging(false)}
          onDone={() => {
            setChanging(false);
            setNotice(t('tollAdmin.scheduled'));
            void client.invalidateQueries({ queryKey: TOLL_ADMIN_KEY });
          }}
        />
      )}
    </Container>
  );
}

// Each panel has its own list state in the address; only the open tab's panel is mounted.
function TariffPanel() {
  return <TariffTable list={useListState(TARIFF_LIST_DEFAULTS)} />;
}
function OverchargePanel() {
  return <OverchargeTable list={useListState(OVERCHARGE_LIST_DEFAULTS)} />;
}
