import { useState, type FormEvent } from 'react';
import {
  Button,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HandoutContract } from '@toll/contract/devices';
import { ATTACHABLE_TYPES } from '@toll/domain/devices';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import {
  DEVICES_KEY,
  downloadMovementDocument,
  handOut,
  handoutContract,
} from '../api/devices-api';
import { deviceNumbersOf, today } from './document-date';
import { useWarehouses } from './use-warehouses';

/**
 * The hand-out desk: find the contract by its number, enter a device for each vehicle that gets
 * one at once (attached, its deposit charged) and any handed over without a vehicle; the answer
 * offers the hand-over protocol to print and sign.
 */
export function HandoutForm() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [number, setNumber] = useState('');
  // kept apart from the look-up's state, so reading the contract again keeps the lines' answer
  const [contract, setContract] = useState<HandoutContract | null>(null);
  const find = useMutation({
    mutationFn: (wanted: string) => handoutContract(lang, wanted),
    onSuccess: setContract,
  });
  const lookup = (event: FormEvent) => {
    event.preventDefault();
    setContract(null);
    find.mutate(number.trim());
  };
  return (
    <Stack gap="md">
      <form onSubmit={lookup} aria-label={t('warehouse.handout.find')}>
        <Group align="flex-end">
          <TextInput
            label={t('warehouse.handout.contractNumber')}
            value={number}
            required
            maxLength={20}
            onChange={(e) => setNumber(e.currentTarget.value)}
          />
          <Button type="submit" variant="default" loading={find.isPending}>
            {t('warehouse.handout.find')}
          </Button>
        </Group>
      </form>
      <FormAlert message={find.error?.message} />
      {contract && (
        <HandoutLines
          key={contract.accountId}
          contract={contract}
          onDone={() => find.mutate(contract.number)}
        />
      )}
    </Stack>
  );
}

/** The lines of one contract's hand-out; after it, the contract is read again (its vehicles' devices). */
function HandoutLines(props: { contract: HandoutContract; onDone: () => void }) {
  const { contract, onDone } = props;
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const warehouses = useWarehouses();
  const [onVehicle, setOnVehicle] = useState<Record<number, string>>({});
  const [form, setForm] = useState({
    warehouseId: '',
    inventoryType: 'OBU',
    documentNumber: '',
    documentDate: today(),
    recipient: contract.clientName ?? '',
    loose: '',
    note: '',
  });
  const set = (name: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [name]: value }));
  const lines = () => [
    ...contract.vehicles
      .filter((v) => onVehicle[v.accountUnitId]?.trim())
      .map((v) => ({ deviceNumber: onVehicle[v.accountUnitId]!.trim().toUpperCase(), accountUnitId: v.accountUnitId })), // prettier-ignore
    ...deviceNumbersOf(form.loose).map((deviceNumber) => ({ deviceNumber, accountUnitId: null })),
  ];
  const save = useMutation({
    mutationFn: () =>
      handOut(lang, {
        warehouseId: Number(form.warehouseId || warehouses.data?.[0]?.id),
        accountId: contract.accountId,
        inventoryType: form.inventoryType,
        documentNumber: form.documentNumber,
        documentDate: form.documentDate,
        recipient: form.recipient,
        note: form.note.trim() || null,
        lines: lines(),
      }),
    onSuccess: async () => {
      setOnVehicle({});
      setForm((f) => ({ ...f, loose: '', note: '' }));
      onDone();
      await queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
    },
  });
  const [printError, setPrintError] = useState<string | null>(null);
  const print = async (movementId: number) => {
    setPrintError(null);
    await downloadMovementDocument(lang, movementId).catch((e: Error) => setPrintError(e.message));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const done = save.data;
  return (
    <form onSubmit={submit} aria-label={t('warehouse.handout.title')}>
      <Stack gap="sm">
        <Text fw={600}>
          {t('warehouse.handout.contractLine', {
            number: contract.number,
            client: contract.clientName ?? '',
            status: contract.status,
          })}{' '}
          {/* prettier-ignore */}
        </Text>
        {done && (
          <Group>
            <FormAlert message={done.message} kind="success" />
            <Button variant="default" onClick={() => void print(done.movement.id)}>
              {t('warehouse.handout.protocol')}
            </Button>
          </Group>
        )}
        <FormAlert message={save.error?.message ?? printError} />
        <Table striped withTableBorder aria-label={t('warehouse.handout.vehicles')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('devices.plate')}</Table.Th>
              <Table.Th>{t('warehouse.handout.current')}</Table.Th>
              <Table.Th>{t('warehouse.handout.newDevice')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {contract.vehicles.map((v) => (
              <Table.Tr key={v.accountUnitId}>
                <Table.Td>{v.plate}</Table.Td>
                <Table.Td>{v.deviceNumber ?? '—'}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('warehouse.handout.deviceFor', { plate: v.plate })}
                    size="xs"
                    maxLength={40}
                    disabled={v.deviceNumber !== null}
                    value={onVehicle[v.accountUnitId] ?? ''}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setOnVehicle((m) => ({ ...m, [v.accountUnitId]: value }));
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Textarea
          label={t('warehouse.handout.loose')}
          value={form.loose}
          autosize
          minRows={2}
          maxRows={8}
          onChange={(e) => set('loose')(e.currentTarget.value)}
        />
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('devices.warehouse')}
            value={form.warehouseId}
            onChange={(e) => set('warehouseId')(e.currentTarget.value)}
            data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
          />
          <NativeSelect
            label={t('devices.type')}
            value={form.inventoryType}
            onChange={(e) => set('inventoryType')(e.currentTarget.value)}
            data={ATTACHABLE_TYPES.map((v) => ({ value: v, label: t(`devices.types.${v}`) }))}
          />
          <TextInput
            label={t('warehouse.document')}
            value={form.documentNumber}
            required
            maxLength={60}
            onChange={(e) => set('documentNumber')(e.currentTarget.value)}
          />
          <TextInput
            label={t('warehouse.documentDate')}
            type="date"
            value={form.documentDate}
            required
            onChange={(e) => set('documentDate')(e.currentTarget.value)}
          />
          <TextInput
            label={t('warehouse.handout.recipient')}
            value={form.recipient}
            required
            maxLength={200}
            onChange={(e) => set('recipient')(e.currentTarget.value)}
          />
        </Group>
        <TextInput
          label={t('devices.note')}
          value={form.note}
          maxLength={500}
          onChange={(e) => set('note')(e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('warehouse.handout.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
