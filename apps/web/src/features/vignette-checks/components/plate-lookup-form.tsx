import { Button, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DEFAULT_COUNTRY } from '@toll/domain/countries';
import { contractResolver } from '../../../forms/contract-resolver';
import { CountrySelect } from '../../countries';
import { plateLookupSchema, type PlateLookup } from '../model/lookup-schemas';
import { HINT_STYLES } from './hint-styles';

/** The look-up by country (Bulgaria first) and registration number, typed in any spelling. */
export function PlateLookupForm({
  busy,
  onSearch,
}: {
  busy: boolean;
  onSearch: (lookup: PlateLookup) => void;
}) {
  const { t } = useTranslation('vignette-checks');
  const form = useForm<z.input<typeof plateLookupSchema>, unknown, PlateLookup>({
    resolver: contractResolver(plateLookupSchema),
    mode: 'onTouched',
    defaultValues: { countryCode: DEFAULT_COUNTRY, lpn: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-labelledby="check-by-plate"
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="check-by-plate">
          {t('check.byPlateTitle')}
        </Title>
        <CountrySelect
          current={DEFAULT_COUNTRY}
          label={t('check.country')}
          required
          error={errors.countryCode?.message}
          {...form.register('countryCode')}
        />
        <TextInput
          label={t('check.plate')}
          description={t('check.plateHint')}
          styles={HINT_STYLES}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          error={errors.lpn?.message}
          {...form.register('lpn')}
        />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {t('check.submit')}
        </Button>
      </Stack>
    </form>
  );
}
