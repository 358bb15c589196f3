import { useState, type FormEvent } from 'react';
import { Button, FileInput, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INVENTORY_TYPES } from '@toll/domain/devices';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { DEVICES_KEY, receiveDelivery } from '../api/devices-api';
import { today } from './document-date';
import { useWarehouses } from './use-warehouses';

/** Receive a vendor's delivery: the document and its CSV of serial numbers (all or nothing). */
export function ReceiveForm() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const warehouses = useWarehouses();
  const [file, setFile] = useState<File | null>(null);
  const [warehouseId, setWarehouseId] = useState('');
  const [inventoryType, setInventoryType] = useState<string>('OBU');
  const [vendor, setVendor] = useState('');
  const [documentNumber, setDocumentNumber] = useState('');
  const [documentDate, setDocumentDate] = useState(today());
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
    <form onSubmit={submit} aria-label={t('warehouse.receive')}>
      <Stack gap="sm">
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
          />
          <TextInput
            label={t('warehouse.document')}
            value={documentNumber}
            required
            maxLength={60}
            onChange={(e) => setDocumentNumber(e.currentTarget.value)}
          />
          <TextInput
            label={t('warehouse.documentDate')}
            type="date"
            value={documentDate}
            required
            onChange={(e) => setDocumentDate(e.currentTarget.value)}
          />
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
    </form>
  );
}
