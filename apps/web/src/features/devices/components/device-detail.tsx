import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Device } from '@toll/contract/devices';
import type { DeviceHistoryAction } from '@toll/domain/devices';
import { formatAmount } from '@toll/domain/money-format';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { useOfficeAccess } from '../../office-access';
import { DEVICES_KEY, getDevice } from '../api/devices-api';
import { DeviceEditForm } from './device-edit-form';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';

/** One device: its details (editable with an OBU write role), its vehicles and every change. */
export function DeviceDetail({ device, onClose }: { device: Device | null; onClose: () => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const canEdit = useOfficeAccess().capabilities.has('devices.write');
  const detail = useQuery({
    queryKey: [...DEVICES_KEY, 'detail', device?.id, lang],
    queryFn: ({ signal }) => getDevice(lang, device!.id, signal),
    enabled: device !== null,
  });
  const data = detail.data;
  const when = (iso: string) => formatSofiaDateTime(iso);
  return (
    <AppModal
      opened={device !== null}
      onClose={onClose}
      title={t('devices.detailTitle', { number: device?.number ?? '' })}
      size="xl"
    >
      <Stack gap="sm">
        <FormAlert message={detail.error?.message} />
        {data && (
          <>
            <Text>
              {t('devices.serial')}: {data.device.serialNumber} ·{' '}
              {t(`devices.types.${data.device.inventoryType}`)} ·{' '}
              {t(`devices.statuses.${data.device.status}`)} ·{' '}
              {t(`devices.labels.${data.device.label}`)} · {data.device.warehouseName ?? '—'}
            </Text>
            {canEdit ? (
              <DeviceEditForm key={data.device.id} device={data.device} />
            ) : (
              <Text size="sm">
                {t(`devices.conditions.${data.device.condition}`)} · SIM {data.device.sim ?? '—'} ·{' '}
                {t('devices.warrantyEnd')} {data.device.warrantyEnd ?? '—'}
              </Text>
            )}
            {data.attachments.length > 0 && (
              <>
                <Title order={2} size="h4" id="device-vehicles">
                  {t('devices.vehicles')}
                </Title>
                <Table striped aria-labelledby="device-vehicles">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('devices.plate')}</Table.Th>
                      <Table.Th>{t('devices.attachedAt')}</Table.Th>
                      <Table.Th>{t('devices.detachedAt')}</Table.Th>
                      <Table.Th ta="right">{t('devices.deposit')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.attachments.map((a) => (
                      <Table.Tr key={a.id}>
                        <Table.Td>{a.plate}</Table.Td>
                        <Table.Td>{when(a.attachedAt)}</Table.Td>
                        <Table.Td>{a.detachedAt ? when(a.detachedAt) : '—'}</Table.Td>
                        <Table.Td ta="right">{`${formatAmount(a.depositMinor, lang)} ${a.currency}`}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </>
            )}
            <Title order={2} size="h4" id="device-history">
              {t('devices.history')}
            </Title>
            <Table striped aria-labelledby="device-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('devices.at')}</Table.Th>
                  <Table.Th>{t('devices.action')}</Table.Th>
                  <Table.Th>{t('devices.status')}</Table.Th>
                  <Table.Th>{t('devices.condition')}</Table.Th>
                  <Table.Th>{t('devices.by')}</Table.Th>
                  <Table.Th>{t('devices.note')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.history.map((h) => (
                  <Table.Tr key={h.id}>
                    <Table.Td>{when(h.at)}</Table.Td>
                    <Table.Td>{t(`devices.actions.${h.action as DeviceHistoryAction}`)}</Table.Td>
                    <Table.Td>
                      {h.fromStatus ? `${h.fromStatus} → ` : ''}
                      {h.toStatus}
                    </Table.Td>
                    <Table.Td>{h.condition}</Table.Td>
                    <Table.Td>{h.userName ?? '—'}</Table.Td>
                    <Table.Td>{h.note ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </AppModal>
  );
}
