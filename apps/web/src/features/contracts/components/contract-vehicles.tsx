import { useState } from 'react';
import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Account, Unit } from '@toll/contract/accounts';
import { unitsToWeightKg } from '@toll/domain/accounts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { useOfficePath, useOfficeAccess } from '../../office-access';
import { useContractDevices, VehicleDeviceCell } from '../../devices';
import { payMassDeposit, syncContractUnits, unitSyncStates } from '../api/contract-files-api';
import { closeUnit, CONTRACTS_KEY, UNITS_KEY, unitsOfContract } from '../api/contracts-api';
import { contractBalanceKey } from './contract-balance';
import { UnitFormModal } from './unit-form-modal';

/** The vehicles tab of a contract: its units, add (with the registry) and remove. */
export function ContractVehicles({ account }: { account: Account }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const path = useOfficePath();
  const queryClient = useQueryClient();
  const canWrite = useOfficeAccess().capabilities.has('units.write');
  const open = account.status !== 'CLOSED' && account.status !== 'PRE_CLOSED';
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Unit | null>(null);
  const [editingUnit, setEditingUnit] = useState<Unit | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const devices = useContractDevices(account.id);
  const units = useQuery({
    queryKey: [...UNITS_KEY, 'of', account.id, lang],
    queryFn: ({ signal }) => unitsOfContract(lang, account.id, signal),
  });
  const sync = useQuery({
    queryKey: [...UNITS_KEY, 'sync', account.id, lang],
    queryFn: ({ signal }) => unitSyncStates(lang, account.id, signal),
  });
  const syncState = new Map(sync.data?.map((s) => [s.accountUnitId, s.state]));
  const resend = useMutation({
    mutationFn: () => syncContractUnits(lang, account.id),
    onSuccess: async (answer) => {
      setNotice(t('contractsMore.sync.done', answer));
      await refresh();
    },
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: UNITS_KEY });
    await queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
  };
  const [askingDeposit, setAskingDeposit] = useState(false);
  const deposit = useMutation({
    mutationFn: () => payMassDeposit(lang, account.id),
    onSuccess: async (answer) => {
      setAskingDeposit(false);
      setNotice(answer.message);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (unit: Unit) => closeUnit(lang, unit.accountUnitId),
    onSuccess: async (answer) => {
      setNotice(answer.message);
      setRemoving(null);
      await refresh();
    },
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Anchor component={Link} to={path(`vehicle-management/${account.id}`)}>
          {t('vehicles.showAll')}
        </Anchor>
        <Group gap="xs">
          {canWrite && open && (
            <Button variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
              {t('contractsMore.sync.all')}
            </Button>
          )}
          {canWrite && open && (
            <Button
              variant="default"
              onClick={() => {
                deposit.reset();
                setNotice(null);
                setAskingDeposit(true);
              }}
            >
              {t('contractsMore.deposit.pay')}
            </Button>
          )}
          {canWrite && open && <Button onClick={() => setAdding(true)}>{t('vehicles.add')}</Button>}
        </Group>
      </Group>
      <FormAlert message={notice} kind="success" />
      <FormAlert message={units.error?.message ?? resend.error?.message} />
      {units.data && units.data.length === 0 && <Text>{t('vehicles.none')}</Text>}
      {units.data && units.data.length > 0 && (
        <Table striped aria-label={t('contracts.tabs.vehicles')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('vehicles.plate')}</Table.Th>
              <Table.Th>{t('vehicles.vehicleType')}</Table.Th>
              <Table.Th>{t('vehicles.make')}</Table.Th>
              <Table.Th>{t('vehicles.axles')}</Table.Th>
              <Table.Th>{t('vehicles.maxWetWeight')}</Table.Th>
              <Table.Th>{t('vehicles.tollCategory')}</Table.Th>
              <Table.Th>{t('vehicles.status')}</Table.Th>
              <Table.Th>{t('vehicles.device')}</Table.Th>
              <Table.Th>{t('contractsMore.sync.column')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {units.data.map((unit) => (
              <Table.Tr key={unit.accountUnitId}>
                <Table.Td>{unit.plate}</Table.Td>
                <Table.Td>{t(`vehicles.types.${unit.vehicleType}`)}</Table.Td>
                <Table.Td>{[unit.make, unit.model].filter(Boolean).join(' ')}</Table.Td>
                <Table.Td>{unit.totalAxles}</Table.Td>
                <Table.Td>{unitsToWeightKg(unit.trainMaxWeight ?? unit.maxWetWeight)}</Table.Td>
                <Table.Td>
                  {unit.tollCategory && t(`vehicles.categories.${unit.tollCategory}`)}
                </Table.Td>
                <Table.Td>{t(`vehicles.statuses.${unit.status}`)}</Table.Td>
                <Table.Td>
                  <VehicleDeviceCell
                    unit={unit}
                    attachment={devices.get(unit.accountUnitId)}
                    onNotice={(message) => {
                      // the deposit moved and the charging system has an event to deliver
                      setNotice(message);
                      void queryClient.invalidateQueries({ queryKey: contractBalanceKey(account.id) }); // prettier-ignore
                      void queryClient.invalidateQueries({ queryKey: [...UNITS_KEY, 'sync', account.id] }); // prettier-ignore
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  {t(`contractsMore.sync.states.${syncState.get(unit.accountUnitId) ?? 'NONE'}`)}
                </Table.Td>
                <Table.Td>
                  {canWrite && open && unit.status === 'ACTIVE' && (
                    <Button size="xs" variant="subtle" onClick={() => setEditingUnit(unit)}>
                      {t('contractsMore.edit')}
                    </Button>
                  )}
                  {canWrite && unit.status === 'ACTIVE' && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => {
                        remove.reset();
                        setRemoving(unit);
                      }}
                    >
                      {' '}
                      {/* prettier-ignore */}
                      {t('vehicles.remove')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {(adding || editingUnit) && (
        <UnitFormModal
          account={account}
          unit={editingUnit ?? undefined}
          onClose={() => {
            setAdding(false);
            setEditingUnit(null);
          }}
          onAdded={async (message) => {
            setNotice(message);
            setAdding(false);
            setEditingUnit(null);
            await refresh();
          }}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('vehicles.removeTitle')}
        message={t('vehicles.removeText', { plate: removing?.plate ?? '' })}
        busy={remove.isPending}
        error={remove.error?.message}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
      <ConfirmDialog
        opened={askingDeposit}
        title={t('contractsMore.deposit.title')}
        message={t('contractsMore.deposit.text', { number: account.number })}
        danger={false}
        busy={deposit.isPending}
        error={deposit.error?.message}
        onCancel={() => setAskingDeposit(false)}
        onConfirm={() => deposit.mutate()}
      />
    </Stack>
  );
}
