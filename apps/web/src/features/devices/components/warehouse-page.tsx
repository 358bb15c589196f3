import { useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  Container,
  FileInput,
  Group,
  NativeSelect,
  Stack,
  Table,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INVENTORY_TYPES } from '@toll/domain/devices';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { useOfficeAccess } from '../../office-access/use-office-access';
import {
  DEVICES_KEY,
  listMovements,
  listWarehouses,
  receiveDelivery,
  stockSummary,
} from '../api/devices-api';

/** `warehouse`: stock by warehouse, type and condition; the movements; receiving a vendor's CSV. */
export function WarehousePage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const canWrite = useOfficeAccess().capabilities.has('warehouse.write');
  const stock = useQuery({
    queryKey: [...DEVICES_KEY, 'stock', lang],
    queryFn: ({ signal }) => stockSummary(lang, signal),
  });
  const movements = useQuery({
    queryKey: [...DEVICES_KEY, 'movements', lang],
    queryFn: ({ signal }) =>
      listMovements(
        lang,
        { page: 1, pageSize: 20, sort: 'id', order: 'desc', q: '', filters: {} },
        signal,
      ),
  });
  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${t('warehouse.title')} – ${t('brand')}`}</title>
      <Stack gap="lg">
        <Title order={1}>{t('warehouse.title')}</Title>
        {canWrite && <ReceiveForm />}
        <Title order={2} size="h3" id="stock-title">
          {t('warehouse.stock')}
        </Title>
        <FormAlert message={stock.error?.message} />
        <Table striped withTableBorder aria-labelledby="stock-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('devices.warehouse')}</Table.Th>
              <Table.Th>{t('devices.type')}</Table.Th>
              <Table.Th>{t('devices.condition')}</Table.Th>
              <Table.Th>{t('devices.status')}</Table.Th>
              <Table.Th ta="right">{t('warehouse.count')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stock.data?.map((row) => (
              <Table.Tr
                key={`${row.warehouseId}-${row.inventoryType}-${row.condition}-${row.status}`}
              >
                <Table.Td>{row.warehouseName ?? t('warehouse.outside')}</Table.Td>
                <Table.Td>{t(`devices.types.${row.inventoryType}`)}</Table.Td>
                <Table.Td>{t(`devices.conditions.${row.condition}`)}</Table.Td>
                <Table.Td>{t(`devices.statuses.${row.status}`)}</Table.Td>
                <Table.Td ta="right">{row.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Title order={2} size="h3" id="movements-title">
          {t('warehouse.movements')}
        </Title>
        <Table striped withTableBorder aria-labelledby="movements-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('warehouse.movementType')}</Table.Th>
              <Table.Th>{t('warehouse.document')}</Table.Th>
              <Table.Th>{t('warehouse.documentDate')}</Table.Th>
              <Table.Th>{t('devices.warehouse')}</Table.Th>
              <Table.Th>{t('devices.vendor')}</Table.Th>
              <Table.Th ta="right">{t('warehouse.count')}</Table.Th>
              <Table.Th>{t('devices.by')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {movements.data?.items.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{t(`warehouse.movementTypes.${m.movementType}`)}</Table.Td>
                <Table.Td>{m.documentNumber}</Table.Td>
                <Table.Td>{m.documentDate}</Table.Td>
                <Table.Td>{m.warehouseName}</Table.Td>
                <Table.Td>{m.vendor ?? ''}</Table.Td>
                <Table.Td ta="right">{m.deviceCount}</Table.Td>
                <Table.Td>{m.createdBy ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Container>
  );
}

/** Receive a vendor's delivery: the document and its CSV of serial numbers (all or nothing). */
function ReceiveForm() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const warehouses = useQuery({
    queryKey: [...DEVICES_KEY, 'warehouses', lang],
    queryFn: ({ signal }) => listWarehouses(lang, signal),
  });
  const [file, setFile] = useState<File | null>(null);
  const [warehouseId, setWarehouseId] = useState('');
  const [inventoryType, setInventoryType] = useState<string>('OBU');
  const [vendor, setVendor] = useState('');
  const [documentNumber, setDocumentNumber] = useState('');
  const [documentDate, setDocumentDate] = useState(new Date().toISOString().slice(0, 10));
  const receive = useMutation({
    mutationFn: async () =>
      receiveDelivery(lang, {
        warehouseId: Number(warehouseId || warehouses.data?.[0]?.id),
        inventoryType,
        vendor,
        documentNumber,
        documentDate,
        note: null,
        csv: file ? await file.text() : '',
      }),
    onSuccess: async () => {
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    receive.mutate();
  };
  return (
    <Card
      withBorder
      padding="md"
      component="form"
      onSubmit={submit}
      aria-labelledby="receive-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="receive-title">
          {t('warehouse.receive')}
        </Title>
        <FormAlert message={receive.data?.message} kind="success" />
        <FormAlert message={receive.error?.message} />
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('devices.warehouse')}
            value={warehouseId}
            onChange={(e) => setWarehouseId(e.currentTarget.value)}
            data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
          />
          <NativeSelect
            label={t('devices.type')}
            value={inventoryType}
            onChange={(e) => setInventoryType(e.currentTarget.value)}
            data={INVENTORY_TYPES.map((v) => ({ value: v, label: t(`devices.types.${v}`) }))}
          />
          <TextInput
            label={t('devices.vendor')}
            value={vendor}
            required
            maxLength={100}
            onChange={(e) => setVendor(e.currentTarget.value)}
          />{' '}
          {/* prettier-ignore */}
          <TextInput label={t('warehouse.document')} value={documentNumber} required maxLength={60} onChange={(e) => setDocumentNumber(e.currentTarget.value)} />{' '}
          {/* prettier-ignore */}
          <TextInput label={t('warehouse.documentDate')} type="date" value={documentDate} required onChange={(e) => setDocumentDate(e.currentTarget.value)} />{' '}
          {/* prettier-ignore */}
          <FileInput
            label={t('warehouse.csvFile')}
            accept=".csv,text/csv"
            value={file}
            onChange={setFile}
            required
            clearable
          />
          <Button type="submit" loading={receive.isPending}>
            {t('warehouse.receiveButton')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
