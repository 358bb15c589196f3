import { useCallback, useState } from 'react';
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
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  handoutBodySchema,
  handoutContractQuerySchema,
  type HandoutContract,
} from '@toll/contract/devices';
import { ATTACHABLE_TYPES } from '@toll/domain/devices';
import { FormAlert } from '../../../components/form-alert';
import { bodyResolver } from '../../../forms/body-resolver';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { useLang } from '../../../i18n/use-lang';
import {
  DEVICES_KEY,
  downloadMovementDocument,
  handOut,
  handoutContract,
} from '../api/devices-api';
import { deviceNumbersOf, today } from './document-date';
import { useWarehouses } from './use-warehouses';

type DeviceField = `device_${number}`;
type HandoutValues = {
  warehouseId: string;
  inventoryType: string;
  documentNumber: string;
  documentDate: string;
  recipient: string;
  loose: string;
  note: string;
} & { [K in DeviceField]?: string };
/** The device box of a vehicle (one field per vehicle of the contract). */
const deviceField = (accountUnitId: number): DeviceField => `device_${accountUnitId}`;
const FIELDS = ['warehouseId', 'inventoryType', 'documentNumber', 'documentDate', 'recipient', 'loose', 'note'] as const; // prettier-ignore

/** The body's lines, each with the form field it came from: the vehicles' boxes, then the loose ones. */
function linesOf(contract: HandoutContract, v: HandoutValues) {
  const onVehicles = contract.vehicles
    .map((u) => ({ field: deviceField(u.accountUnitId), unit: u.accountUnitId }))
    .map(({ field, unit }) => ({ field, unit, number: (v[field] ?? '').trim().toUpperCase() }))
    .filter(({ number }) => number !== '')
    .map(({ field, unit, number }) => ({ field, line: { deviceNumber: number, accountUnitId: unit as number | null } })); // prettier-ignore
  const loose = deviceNumbersOf(v.loose).map((deviceNumber) => ({
    field: 'loose',
    line: { deviceNumber, accountUnitId: null },
  }));
  return [...onVehicles, ...loose];
}

/**
 * The hand-out desk: find the contract by its number, enter a device for each vehicle that gets
 * one at once (attached, its deposit charged) and any handed over without a vehicle; the answer
 * offers the hand-over protocol to print and sign.
 */
export function HandoutForm() {
  const { t } = useTranslation('office');
  const lang = useLang();
  // kept apart from the look-up's state, so reading the contract again keeps the lines' answer
  const [contract, setContract] = useState<HandoutContract | null>(null);
  const { form, submitWith } = useSchemaForm(handoutContractQuerySchema, {
    defaultValues: { number: '' },
    fields: ['number'],
  });
  const find = useMutation({
    mutationFn: (wanted: string) => handoutContract(lang, wanted),
    onSuccess: setContract,
  });
  const lookup = submitWith(({ number }) => {
    setContract(null);
    find.mutate(number);
  });
  return (
    <Stack gap="md">
      <form noValidate onSubmit={lookup} aria-label={t('warehouse.handout.find')}>
        <Group align="flex-end">
          <TextInput
            label={t('warehouse.handout.contractNumber')}
            required
            maxLength={20}
            error={form.formState.errors.number?.message}
            {...form.register('number')}
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
  const firstWarehouse = warehouses.data?.[0]?.id;
  const toBody = useCallback(
    (v: HandoutValues) => ({
      warehouseId: Number(v.warehouseId || firstWarehouse),
      accountId: contract.accountId,
      inventoryType: v.inventoryType,
      documentNumber: v.documentNumber,
      documentDate: v.documentDate,
      recipient: v.recipient,
      note: v.note.trim() || null,
      lines: linesOf(contract, v).map(({ line }) => line),
    }),
    [contract, firstWarehouse],
  );
  // The schema's message about line N lands on the box that line came from.
  const resolver: Resolver<HandoutValues> = (values, context, options) => {
    const from = linesOf(contract, values).map(({ field }) => field);
    const fieldOf = (path: string) => {
      const line = /^lines\.(\d+)/.exec(path);
      if (line) return from[Number(line[1])] ?? 'loose';
      return path === 'lines' ? 'loose' : path;
    };
    return bodyResolver(handoutBodySchema, toBody, fieldOf)(values, context, options);
  };
  const { form, formError, fail, submitWith } = useSchemaForm<HandoutValues>(resolver, {
    defaultValues: {
      warehouseId: '',
      inventoryType: 'OBU',
      documentNumber: '',
      documentDate: today(),
      recipient: contract.clientName ?? '',
      loose: '',
      note: '',
    },
    fields: FIELDS,
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (values: HandoutValues) => handOut(lang, toBody(values)),
    onSuccess: async () => {
      form.reset({
        ...form.getValues(),
        ...Object.fromEntries(contract.vehicles.map((u) => [deviceField(u.accountUnitId), ''])),
        loose: '',
        note: '',
      });
      onDone();
      await queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
    },
    onError: fail,
  });
  const [printError, setPrintError] = useState<string | null>(null);
  const print = async (movementId: number) => {
    setPrintError(null);
    await downloadMovementDocument(lang, movementId).catch((e: Error) => setPrintError(e.message));
  };
  const submit = submitWith((values) => save.mutate(values));
  const done = save.data;
  return (
    <form noValidate onSubmit={submit} aria-label={t('warehouse.handout.title')}>
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
        <FormAlert message={formError ?? errors.root?.message ?? printError} />
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
                    error={errors[deviceField(v.accountUnitId)]?.message}
                    {...form.register(deviceField(v.accountUnitId))}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Textarea
          label={t('warehouse.handout.loose')}
          autosize
          minRows={2}
          maxRows={8}
          error={errors.loose?.message}
          {...form.register('loose')}
        />
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('devices.warehouse')}
            error={errors.warehouseId?.message}
            {...form.register('warehouseId')}
            data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
          />
          <NativeSelect
            label={t('devices.type')}
            error={errors.inventoryType?.message}
            {...form.register('inventoryType')}
            data={ATTACHABLE_TYPES.map((v) => ({ value: v, label: t(`devices.types.${v}`) }))}
          />
          <TextInput
            label={t('warehouse.document')}
            required
            maxLength={60}
            error={errors.documentNumber?.message}
            {...form.register('documentNumber')}
          />
          <TextInput
            label={t('warehouse.documentDate')}
            type="date"
            required
            error={errors.documentDate?.message}
            {...form.register('documentDate')}
          />
          <TextInput
            label={t('warehouse.handout.recipient')}
            required
            maxLength={200}
            error={errors.recipient?.message}
            {...form.register('recipient')}
          />
        </Group>
        <TextInput
          label={t('devices.note')}
          maxLength={500}
          error={errors.note?.message}
          {...form.register('note')}
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
