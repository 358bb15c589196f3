import { useState, type FormEvent } from 'react';
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Account, Unit } from '@toll/contract/accounts';
import { UNIT_VEHICLE_TYPES, unitsToWeightKg, weightKgToUnits } from '@toll/domain/accounts';
import { EMISSION_CLASS_IDS } from '@toll/domain/vehicles';
import { ApiRequestError } from '../../../api/client';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { addUnits, registryLookup, updateUnit } from '../api/contracts-api';

type Values = {
  plate: string;
  vehicleType: string;
  make: string;
  model: string;
  year: number | string;
  colour: string;
  tractorAxles: number | string;
  trailerAxles: number | string;
  maxDryWeightKg: number | string;
  maxWetWeightKg: number | string;
  trainMaxWeightKg: number | string;
  emissionClass: string;
  ownerName: string;
};
const START: Values = {
  plate: '',
  vehicleType: 'TRUCK',
  make: '',
  model: '',
  year: '',
  colour: '',
  tractorAxles: 2,
  trailerAxles: 0,
  maxDryWeightKg: '',
  maxWetWeightKg: '',
  trainMaxWeightKg: '',
  emissionClass: '6',
  ownerName: '',
};
const blank = (v: string) => (v.trim() === '' ? null : v.trim());
const numberOrNull = (v: number | string) => (v === '' ? null : Number(v));
/** Kilograms as the stored 10 kg units, rounded up (spec §5: 12412 kg → 1242). */
const units = (kg: number | string) => (kg === '' ? null : weightKgToUnits(Number(kg)));
const KG_FIELDS: Record<string, keyof Values> = {
  maxWetWeight: 'maxWetWeightKg',
  maxDryWeight: 'maxDryWeightKg',
  trainMaxWeight: 'trainMaxWeightKg',
};

const kgOrBlank = (u: number | null) => (u === null ? '' : unitsToWeightKg(u));
function valuesOf(u: Unit): Values {
  return {
    plate: u.plate,
    vehicleType: u.vehicleType,
    make: u.make ?? '',
    model: u.model ?? '',
    year: u.year ?? '',
    colour: u.colour ?? '',
    tractorAxles: u.tractorAxles,
    trailerAxles: u.trailerAxles,
    maxDryWeightKg: kgOrBlank(u.maxDryWeight),
    maxWetWeightKg: unitsToWeightKg(u.maxWetWeight),
    trainMaxWeightKg: kgOrBlank(u.trainMaxWeight),
    emissionClass: String(u.emissionClass),
    ownerName: u.ownerName ?? '',
  };
}

/**
 * Adds one vehicle to a contract ("Fill from the registry" asks RegiX or its sandbox by plate),
 * or with `unit` changes that vehicle at the version read (fields the form does not show kept).
 */
export function UnitFormModal(props: {
  account: Account;
  unit?: Unit;
  onClose: () => void;
  onAdded: (message: string) => void | Promise<void>;
}) {
  const { account, unit, onClose, onAdded } = props;
  const { t } = useTranslation('office');
  const lang = useLang();
  const [values, setValues] = useState<Values>(() => (unit ? valuesOf(unit) : START));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [filled, setFilled] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const lookup = useMutation({
    mutationFn: () => registryLookup(lang, values.plate),
    onSuccess: (v) => {
      setFormError(null);
      setFilled(true);
      setValues({
        plate: v.plate,
        vehicleType: v.vehicleType,
        make: v.make ?? '',
        model: v.model ?? '',
        year: v.year ?? '',
        colour: v.colour ?? '',
        tractorAxles: v.tractorAxles,
        trailerAxles: v.trailerAxles,
        maxDryWeightKg: v.maxDryWeight === null ? '' : unitsToWeightKg(v.maxDryWeight),
        maxWetWeightKg: unitsToWeightKg(v.maxWetWeight),
        trainMaxWeightKg: v.trainMaxWeight === null ? '' : unitsToWeightKg(v.trainMaxWeight),
        emissionClass: v.emissionClass === null ? values.emissionClass : String(v.emissionClass),
        ownerName: v.ownerName ?? '',
      });
    },
    onError: (error) => {
      setFilled(false);
      setFormError(error.message);
    },
  });
  const save = useMutation({
    mutationFn: async () => {
      const input = {
        plate: values.plate,
        vehicleType: values.vehicleType,
        make: blank(values.make),
        model: blank(values.model),
        year: numberOrNull(values.year),
        colour: blank(values.colour),
        tractorAxles: Number(values.tractorAxles),
        trailerAxles: Number(values.trailerAxles || 0),
        maxDryWeight: units(values.maxDryWeightKg),
        maxWetWeight: units(values.maxWetWeightKg) ?? 0,
        trainMaxWeight: units(values.trainMaxWeightKg),
        emissionClass: Number(values.emissionClass),
        ownerName: blank(values.ownerName),
      };
      if (!unit) return (await addUnits(lang, account.id, [input])).items[0]?.plate;
      const { accountUnitId, version, countryCode, maxHeight, length, width, axleHeight } = unit;
      const kept = { countryCode, maxHeight, length, width, axleHeight, version };
      return (await updateUnit(lang, accountUnitId, { ...input, ...kept })).plate;
    },
    onSuccess: (plate) =>
      onAdded(
        t(unit ? 'contractsMore.vehicleSaved' : 'vehicles.added', { plate: plate ?? values.plate }),
      ),
    onError: (error) => {
      const next: Record<string, string> = {};
      if (error instanceof ApiRequestError)
        for (const fe of error.fieldErrors) {
          const name = fe.field.split('.').pop() ?? '';
          next[KG_FIELDS[name] ?? name] = fe.message;
        }
      setErrors(next);
      setFormError(error.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    save.mutate();
  };
  const text = (key: keyof Values, label: string, required = false) => (
    <TextInput
      label={label}
      value={values[key] as string}
      onChange={(e) => set(key, e.currentTarget.value)}
      error={errors[key]}
      required={required}
    />
  );
  const number = (
    key: keyof Values,
    label: string,
    extra: { description?: string; required?: boolean } = {},
  ) =>
    // prettier-ignore
    <NumberInput
      label={label}
      value={values[key] as number | string}
      onChange={(v) => set(key, v)}
      error={errors[key]}
      min={0}
      allowDecimal={false}
      {...extra}
    />;

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={
        unit
          ? t('contractsMore.vehicleEditTitle', { plate: unit.plate })
          : t('vehicles.addTitle', { number: account.number })
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormAlert message={formError} />
          <FormAlert message={filled ? t('vehicles.registryFilled') : null} kind="success" />
          <Group align="flex-end">
            {text('plate', t('vehicles.plate'), true)}
            <Button
              variant="light"
              loading={lookup.isPending}
              disabled={values.plate.trim() === ''}
              onClick={() => lookup.mutate()}
            >
              {t('vehicles.fromRegistry')}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <NativeSelect
              label={t('vehicles.vehicleType')}
              value={values.vehicleType}
              onChange={(e) => set('vehicleType', e.currentTarget.value)}
              data={UNIT_VEHICLE_TYPES.map((v) => ({ value: v, label: t(`vehicles.types.${v}`) }))}
            />
            {text('make', t('vehicles.make'))}
            {text('model', t('vehicles.model'))}
            {number('year', t('vehicles.year'))}
            {text('colour', t('vehicles.colour'))}
            <NativeSelect
              label={t('vehicles.emissionClass')}
              value={values.emissionClass}
              onChange={(e) => set('emissionClass', e.currentTarget.value)}
              data={Object.entries(EMISSION_CLASS_IDS).map(([name, id]) => ({ value: String(id), label: name.replace('_', ' ') }))} // prettier-ignore
            />
            {number('tractorAxles', t('vehicles.tractorAxles'), { required: true })}
            {number('trailerAxles', t('vehicles.trailerAxles'))}
            {text('ownerName', t('vehicles.ownerName'))}
            {number('maxWetWeightKg', t('vehicles.maxWetWeight'), {
              required: true,
              description: t('vehicles.weightHint'),
            })}{' '}
            {/* prettier-ignore */}
            {number('maxDryWeightKg', t('vehicles.maxDryWeight'))}
            {number('trainMaxWeightKg', t('vehicles.trainMaxWeight'))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {unit ? t('tabbedForm.save') : t('vehicles.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
