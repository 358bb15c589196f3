import './self-care-styles';
import { useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { savedVehicleCreateSchema, type SavedVehicleCreate } from '@toll/contract/saved-vehicles';
import { DEFAULT_COUNTRY } from '@toll/domain/countries';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { useLang } from '../../../i18n/use-lang';
import {
  deleteSavedVehicles,
  listSavedVehicles,
  SAVED_VEHICLES_KEY,
  saveVehicle,
} from '../../../purchase/saved-vehicles';
import { CountrySelect } from '../../countries';
import { useSession } from '../../session';

type Values = z.input<typeof savedVehicleCreateSchema>;
const FIELDS = ['countryCode', 'lpn', 'label'] as const;

/**
 * The signed-in user's saved vehicles (spec §7 /vehicles) on account/settings: the list, deleting
 * the ticked ones after a confirmation, and adding one. The purchase wizard offers them.
 */
export function SavedVehiclesSection() {
  const t = useSitePagesT();
  const lang = useLang();
  const session = useSession();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number[]>([]);
  const [asking, setAsking] = useState(false);
  const key = [...SAVED_VEHICLES_KEY, session?.user.id];
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => listSavedVehicles(lang, signal),
    enabled: session !== null,
  });
  const remove = useMutation({
    mutationFn: () => deleteSavedVehicles(lang, chosen),
    onSuccess: async () => {
      setChosen([]);
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: SAVED_VEHICLES_KEY });
    },
  });
  const vehicles = list.data ?? [];
  const toggle = (id: number, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
  return (
    <Stack gap="md">
      <Text>{t('savedVehicles.intro')}</Text>
      {list.error && <FormAlert message={list.error.message} />}
      {list.data && vehicles.length === 0 && <Text>{t('savedVehicles.none')}</Text>}
      {vehicles.length > 0 && (
        <>
          <Table striped aria-label={t('savedVehicles.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('savedVehicles.chooseAll')}
                    checked={chosen.length === vehicles.length}
                    indeterminate={chosen.length > 0 && chosen.length < vehicles.length}
                    onChange={(e) => setChosen(e.currentTarget.checked ? vehicles.map((v) => v.id) : [])} // prettier-ignore
                  />
                </Table.Th>
                <Table.Th>{t('savedVehicles.lpn')}</Table.Th>
                <Table.Th>{t('savedVehicles.country')}</Table.Th>
                <Table.Th>{t('savedVehicles.type')}</Table.Th>
                <Table.Th>{t('savedVehicles.label')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {vehicles.map((v) => (
                <Table.Tr key={v.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('savedVehicles.choose', { lpn: v.lpn })}
                      checked={chosen.includes(v.id)}
                      onChange={(e) => toggle(v.id, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>{v.lpn}</Table.Td>
                  <Table.Td>{v.countryCode}</Table.Td>
                  <Table.Td>{t(`savedVehicles.types.${v.vehicleType}`)}</Table.Td>
                  <Table.Td>{v.label ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group>
            <Button
              variant="light"
              color="red"
              disabled={chosen.length === 0}
              onClick={() => {
                remove.reset();
                setAsking(true);
              }}
            >
              {t('savedVehicles.delete', { count: chosen.length })}
            </Button>
          </Group>
        </>
      )}
      <Title order={3} size="h4">
        {t('savedVehicles.add')}
      </Title>
      <AddVehicleForm />
      <ConfirmDialog
        opened={asking}
        title={t('savedVehicles.deleteTitle')}
        message={t('savedVehicles.deleteText', { count: chosen.length })}
        busy={remove.isPending}
        error={remove.error?.message}
        onCancel={() => setAsking(false)}
        onConfirm={() => remove.mutate()}
      />
    </Stack>
  );
}

function AddVehicleForm() {
  const t = useSitePagesT();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, SavedVehicleCreate>({
    resolver: contractResolver(savedVehicleCreateSchema),
    mode: 'onTouched',
    defaultValues: { countryCode: DEFAULT_COUNTRY, lpn: '', vehicleType: 'car', label: '' },
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (values: SavedVehicleCreate) => saveVehicle(lang, values),
    onSuccess: async () => {
      form.reset({ countryCode: form.getValues('countryCode'), lpn: '', vehicleType: 'car', label: '' }); // prettier-ignore
      await queryClient.invalidateQueries({ queryKey: SAVED_VEHICLES_KEY });
    },
    onError: (error) => setFormError(applyServerError(error, form.setError, FIELDS)),
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    save.reset();
    save.mutate(values);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('savedVehicles.add')}>
      <FormAlert message={formError} />
      <FormAlert message={save.isSuccess ? t('savedVehicles.added') : null} kind="success" />
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CountrySelect
            current={DEFAULT_COUNTRY}
            label={t('savedVehicles.country')}
            required
            error={errors.countryCode?.message}
            {...form.register('countryCode')}
          />
          <TextInput
            label={t('savedVehicles.lpn')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={20}
            error={errors.lpn?.message}
            {...form.register('lpn')}
          />
          <NativeSelect
            label={t('savedVehicles.type')}
            data={(['car', 'trailer'] as const).map((value) => ({
              value,
              label: t(`savedVehicles.types.${value}`),
            }))}
            {...form.register('vehicleType')}
          />
          <TextInput
            label={t('savedVehicles.label')}
            description={t('savedVehicles.labelHint')}
            maxLength={60}
            error={errors.label?.message}
            {...form.register('label')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('savedVehicles.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
