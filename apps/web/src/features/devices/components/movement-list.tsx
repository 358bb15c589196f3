import { useState } from 'react';
import { Button, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/client';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { DEVICES_KEY, downloadMovementDocument, listMovements } from '../api/devices-api';
import { formatDay } from '../../../i18n/format-sofia-time';

/** The latest stock movements with their documents (each printable as a PDF). */
export function MovementList() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const movements = useQuery({
    queryKey: [...DEVICES_KEY, 'movements', lang],
    queryFn: ({ signal }) =>
      listMovements(lang, { page: 1, pageSize: 20, sort: 'id', order: 'desc', q: '', filters: {} }, signal), // prettier-ignore
  });
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (id: number) => {
    setBusy(id);
    setError(null);
    try {
      await downloadMovementDocument(lang, id);
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : t('table.exportFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" id="movements-title">
        {t('warehouse.movements')}
      </Title>
      <FormAlert message={movements.error?.message ?? error} />
      <Table.ScrollContainer minWidth={0} type="native">
        <Table striped withTableBorder aria-labelledby="movements-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('warehouse.movementType')}</Table.Th>
              <Table.Th>{t('warehouse.document')}</Table.Th>
              <Table.Th>{t('warehouse.documentDate')}</Table.Th>
              <Table.Th>{t('devices.warehouse')}</Table.Th>
              <Table.Th>{t('warehouse.vendorOrContract')}</Table.Th>
              <Table.Th ta="right">{t('warehouse.count')}</Table.Th>
              <Table.Th>{t('devices.by')}</Table.Th>
              <Table.Th>{t('warehouse.pdf')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {movements.data?.items.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{t(`warehouse.movementTypes.${m.movementType}`)}</Table.Td>
                <Table.Td>{m.documentNumber}</Table.Td>
                <Table.Td>{formatDay(m.documentDate)}</Table.Td>
                <Table.Td>{m.warehouseName}</Table.Td>
                <Table.Td>{m.accountNumber ?? m.vendor ?? ''}</Table.Td>
                <Table.Td ta="right">{m.deviceCount}</Table.Td>
                <Table.Td>{m.createdBy ?? ''}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    loading={busy === m.id}
                    aria-label={t('warehouse.documentOf', { number: m.documentNumber })}
                    onClick={() => void download(m.id)}
                  >
                    PDF
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
