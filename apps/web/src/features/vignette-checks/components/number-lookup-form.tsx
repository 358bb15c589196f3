import { Button, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractResolver } from '../../../forms/contract-resolver';
import { numberLookupSchema, type NumberLookup } from '../model/lookup-schemas';
import { HINT_STYLES } from './hint-styles';

/** The look-up by the 14-digit number of a vignette. */
export function NumberLookupForm({
  busy,
  onSearch,
}: {
  busy: boolean;
  onSearch: (lookup: NumberLookup) => void;
}) {
  const { t } = useTranslation('vignette-checks');
  const form = useForm<z.input<typeof numberLookupSchema>, unknown, NumberLookup>({
    resolver: contractResolver(numberLookupSchema),
    mode: 'onTouched',
    defaultValues: { vignetteNumber: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-labelledby="check-by-number"
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="check-by-number">
          {t('check.byNumberTitle')}
        </Title>
        <TextInput
          label={t('check.vignetteNumber')}
          description={t('check.vignetteNumberHint')}
          styles={HINT_STYLES}
          inputMode="numeric"
          autoComplete="off"
          required
          error={errors.vignetteNumber?.message}
          {...form.register('vignetteNumber')}
        />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {t('check.submit')}
        </Button>
      </Stack>
    </form>
  );
}
