import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@toll/contract/devices';
import { deviceTypesForVehicle } from '@toll/domain/devices';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryDialog } from '../../../components/query-dialog';
import { useLang } from '../../../i18n/use-lang';
import { useOfficeAccess } from '../../office-access';
import { attachDevice, attachmentsOfContract, DEVICES_KEY, returnDevice } from '../api/devices-api';

/** The active attachments of a contract, by vehicle (one query for the whole vehicles table). */
export function useContractDevices(accountId: number) {
  const lang = useLang();
  const query = useQuery({
    queryKey: [...DEVICES_KEY, 'attachments', accountId, lang],
    queryFn: ({ signal }) => attachmentsOfContract(lang, accountId, signal),
  });
  const active = new Map<number, Attachment>();
  for (const a of query.data ?? []) if (!a.detachedAt) active.set(a.unitId, a);
  return active;
}

type Unit = { accountUnitId: number; plate: string; vehicleType: string; status: string };

/** Vehicle management's "attach or return OBU": the device on a vehicle and its actions. */
export function VehicleDeviceCell(props: {
  unit: Unit;
  attachment: Attachment | undefined;
  onNotice: (message: string) => void;
}) {
  const { unit, attachment, onNotice } = props;
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const canAttach = useOfficeAccess().capabilities.has('devices.attach');
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const done = async (message: string) => {
    onNotice(message);
    setAsking(false);
    setConfirming(false);
    await queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
  };
  const attach = useMutation({
    mutationFn: (number: string) => attachDevice(lang, unit.accountUnitId, number.trim().toUpperCase()), // prettier-ignore
    onSuccess: (answer) => done(answer.message),
  });
  const detach = useMutation({
    mutationFn: () => returnDevice(lang, attachment!.id),
    onSuccess: (answer) => done(answer.message),
  });
  const takesDevice = deviceTypesForVehicle(unit.vehicleType).length > 0;
  return (
    <Group gap="xs" wrap="nowrap">
      {attachment && <Text size="sm">{attachment.deviceNumber}</Text>}
      {canAttach && unit.status === 'ACTIVE' && attachment && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => {
            detach.reset();
            setConfirming(true);
          }}
        >
          {' '}
          {/* prettier-ignore */}
          {t('devices.return')}
        </Button>
      )}
      {canAttach && unit.status === 'ACTIVE' && !attachment && takesDevice && (
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            attach.reset();
            setAsking(true);
          }}
        >
          {' '}
          {/* prettier-ignore */}
          {t('devices.attach')}
        </Button>
      )}
      <QueryDialog
        opened={asking}
        title={t('devices.attachTitle', { plate: unit.plate })}
        label={t('devices.attachLabel')}
        maxLength={40}
        busy={attach.isPending}
        error={attach.error?.message}
        onCancel={() => setAsking(false)}
        onConfirm={(value) => attach.mutate(value)}
      />
      <ConfirmDialog
        opened={confirming}
        title={t('devices.returnTitle')}
        message={t('devices.returnText', { number: attachment?.deviceNumber ?? '', plate: unit.plate })} // prettier-ignore
        busy={detach.isPending}
        error={detach.error?.message}
        onCancel={() => setConfirming(false)}
        onConfirm={() => detach.mutate()}
      />
    </Group>
  );
}
