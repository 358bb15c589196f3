import { useMemo, useState } from 'react';
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
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  unitInputSchema,
  unitUpdateBodySchema,
  type Account,
  type Unit,
} from '@toll/contract/accounts';
import { UNIT_VEHICLE_TYPES, unitsToWeightKg, weightKgToUnits } from '@toll/domain/accounts';
import { EMISSION_CLASS_IDS } from '@toll/domain/vehicles';
import { ApiRequestError } from '../../../api/client';
import { FormAlert } from '../../../components/form-alert';
import { applyServerError } from '../../../forms/apply-server-error';
import { bodyResolver } from '../../../forms/body-resolver';
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

/** The form field a body's path names (`accountUnits.0.maxWetWeight` → maxWetWeightKg). */
function fieldOf(path: string): keyof Values | null {
  const name = path.split('.').pop() ?? '';
  const field = KG_FIELDS[name] ?? name;
  return Object.hasOwn(START, field) ? (field as keyof Values) : null;
}
const FIELDS = Object.keys(START) as Path<Values>[];

/** The vehicle as POST /accountUnits and PUT /accountUnits/{id} take it. */
function inputOf(values: Values) {
  return {
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
}

/** What PUT sends back unchanged: the fields the form does not show, at the version read. */
const keptOf = (unit: Unit) => {
  const { countryCode, maxHeight, length, width, axleHeight, version } = unit;
  return { countryCode, maxHeight, length, width, axleHeight, version };
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
 * The schema form: checked with the vehicle schema of POST/PUT /accountUnits as the user leaves a
 * field; the server's field errors land on the same fields.
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
  const [formError, setFormError] = useState<string | null>(null);
  const [filled, setFilled] = useState(false);
  const resolver = useMemo(
    () =>
      unit
        ? bodyResolver<Values>(
            unitUpdateBodySchema,
            (v) => ({ ...inputOf(v), ...keptOf(unit) }),
            fieldOf,
          )
        : bodyResolver<Values>(unitInputSchema, inputOf, fieldOf),
    [unit],
  );
  const { register, control, handleSubmit, reset, getValues, setError, formState } =
    useForm<Values>({
      defaultValues: unit ? valuesOf(unit) : START,
      resolver,
      mode: 'onTouched',
    });
  const errors = formState.errors;
  const plate = useWatch({ control, name: 'plate' });
  const lookup = useMutation({
    mutationFn: () => registryLookup(lang, getValues('plate')),
    onSuccess: (v) => {
      setFormError(null);
      setFilled(true);
      reset({
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
        emissionClass:
          v.emissionClass === null ? getValues('emissionClass') : String(v.emissionClass),
        ownerName: v.ownerName ?? '',
      });
    },
    onError: (error) => {
      // a failed look-up leaves no earlier vehicle's data in the form (issue #32 item 16)
      if (filled) reset({ ...START, plate: getValues('plate') });
      setFilled(false);
      setFormError(error.message);
    },
  });
  const save = useMutation({
    mutationFn: async (values: Values) => {
      const input = inputOf(values);
      if (!unit) return (await addUnits(lang, account.id, [input])).items[0]?.plate;
      return (await updateUnit(lang, unit.accountUnitId, { ...input, ...keptOf(unit) })).plate;
    },
    onSuccess: (plate) =>
      onAdded(
        t(unit ? 'contractsMore.vehicleSaved' : 'vehicles.added', {
          plate: plate ?? getValues('plate'),
        }),
      ),
    onError: (error) => {
      const named =
        error instanceof ApiRequestError
          ? new ApiRequestError(
              error.message,
              error.status,
              error.fieldErrors.map((fe) => ({ ...fe, field: fieldOf(fe.field) ?? fe.field })),
            )
          : error;
      setFormError(applyServerError(named, setError, FIELDS));
    },
  });
  const text = (key: keyof Values, label: string, required = false) => (
    <TextInput label={label} {...register(key)} error={errors[key]?.message} required={required} />
  );
  const number = (
    key: keyof Values,
    label: string,
    extra: { description?: string; required?: boolean } = {},
  ) => (
    <Controller
      control={control}
      name={key}
      render={({ field }) => (
        <NumberInput
          label={label}
          value={field.value as number | string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errors[key]?.message}
          min={0}
          allowDecimal={false}
          {...extra}
        />
      )}
    />
  );

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
      <form
        noValidate
        onSubmit={(event) => {
          setFormError(null);
          void handleSubmit((values) => save.mutate(values))(event);
        }}
      >
        <Stack gap="md">
          <FormAlert message={formError} />
          <FormAlert message={filled ? t('vehicles.registryFilled') : null} kind="success" />
          <Group align="flex-end">
            {text('plate', t('vehicles.plate'), true)}
            <Button
              variant="light"
              loading={lookup.isPending}
              disabled={plate.trim() === ''}
              onClick={() => lookup.mutate()}
            >
              {t('vehicles.fromRegistry')}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <NativeSelect
              label={t('vehicles.vehicleType')}
              {...register('vehicleType')}
              data={UNIT_VEHICLE_TYPES.map((v) => ({ value: v, label: t(`vehicles.types.${v}`) }))}
            />
            {text('make', t('vehicles.make'))}
            {text('model', t('vehicles.model'))}
            {number('year', t('vehicles.year'))}
            {text('colour', t('vehicles.colour'))}
            <NativeSelect
              label={t('vehicles.emissionClass')}
              {...register('emissionClass')}
              data={Object.entries(EMISSION_CLASS_IDS).map(([name, id]) => ({ value: String(id), label: name.replace('_', ' ') }))} // prettier-ignore
            />
            {number('tractorAxles', t('vehicles.tractorAxles'), { required: true })}
            {number('trailerAxles', t('vehicles.trailerAxles'))}
            {text('ownerName', t('vehicles.ownerName'))}
            {number('maxWetWeightKg', t('vehicles.maxWetWeight'), {
              required: true,
              description: t('vehicles.weightHint'),
            })}
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
