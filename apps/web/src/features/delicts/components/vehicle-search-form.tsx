import { useState } from 'react';
import { Button, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { delictSearchRequestSchema, type DelictList } from '@toll/contract/delicts';
import { FormAlert } from '../../../components/form-alert';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { useLang } from '../../../i18n/use-lang';
import { CaptchaStatus, useCaptcha } from '../../captcha';
import { HINT_STYLES } from './hint-styles';
import { countriesQuery } from '../api/get-countries';
import { searchDelicts } from '../api/search-delicts';

const schema = delictSearchRequestSchema.omit({ recaptchaCode: true });
type Values = z.output<typeof schema>;
export type VehicleQuery = Values;

/** Country, plate and the owner's EGN or EIK, checked as the API checks them; then the look-up. */
export function VehicleSearchForm({
  onFound,
}: {
  onFound: (query: VehicleQuery, list: DelictList) => void;
}) {
  const { t } = useTranslation('delicts');
  const lang = useLang();
  const captcha = useCaptcha();
  const countries = useQuery(countriesQuery(lang));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: contractResolver(schema),
    mode: 'onTouched',
    defaultValues: { countryCode: 'BG', lpn: '', ownerId: '' },
  });
  const search = useMutation({
    mutationFn: async (values: Values) => ({
      values,
      list: await searchDelicts(lang, { ...values, recaptchaCode: await captcha.solve() }),
    }),
    onSuccess: ({ values, list }) => onFound(values, list),
    onError: (error) =>
      setFormError(applyServerError(error, form.setError, ['countryCode', 'lpn', 'ownerId'])),
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    search.mutate(values);
  });
  const options = countries.data?.map((c) => ({ value: c.countryCode, label: c.countryName })) ?? [
    { value: 'BG', label: 'BG' },
  ];
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <FormAlert message={formError} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NativeSelect
            label={t('page.form.country')}
            data={options}
            required
            error={errors.countryCode?.message}
            {...form.register('countryCode')}
          />
          <TextInput
            label={t('page.form.plate')}
            styles={HINT_STYLES}
            description={t('page.form.plateHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            error={errors.lpn?.message}
            {...form.register('lpn')}
          />
          <TextInput
            label={t('page.form.ownerId')}
            styles={HINT_STYLES}
            description={t('page.form.ownerIdHint')}
            inputMode="numeric"
            autoComplete="off"
            required
            error={errors.ownerId?.message}
            {...form.register('ownerId')}
          />
        </SimpleGrid>
        <CaptchaStatus solving={captcha.solving} share={captcha.share} />
        <Button type="submit" loading={search.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('page.form.search')}
        </Button>
      </Stack>
    </form>
  );
}
