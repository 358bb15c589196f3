import { useState } from 'react';
import { Anchor, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  delictByDocumentRequestSchema,
  delictOwnerIdSchema,
  type DelictList,
} from '@toll/contract/delicts';
import { FormAlert } from '../../../components/form-alert';
import { LangLink } from '../../../components/lang-link';
import { applyServerError } from '../../../forms/apply-server-error';
import { contractResolver } from '../../../forms/contract-resolver';
import { errorText } from '../../../forms/error-text';
import { useDelictsCatalogues } from '../../../i18n/delicts-catalogues';
import { useLang } from '../../../i18n/use-lang';
import { SitePageMeta } from '../../../site-kit/site-page-meta';
import '../../../site-kit/mantine-overlay-styles';
import '@mantine/core/styles/Badge.css';
import { CaptchaStatus, useCaptcha } from '../../captcha';
import { HINT_STYLES } from './hint-styles';
import { findDelictByDocument } from '../api/find-delict-by-document';
import { issueKey } from '../../../forms/zod-issue-key';
import { DelictResults } from './delict-results';

const schema = delictByDocumentRequestSchema.omit({ recaptchaCode: true });
type Values = z.output<typeof schema>;

/** The owner's EGN or EIK, asked before paying a delict found by its document number. */
function OwnerIdStep({ onConfirmed }: { onConfirmed: (ownerId: string) => void }) {
  const { t } = useTranslation('delicts');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = delictOwnerIdSchema.safeParse(value);
        if (parsed.success) onConfirmed(parsed.data);
        else
          setError(
            errorText(
              value.trim() ? issueKey(parsed.error.issues[0]!) : { code: 'validation.required' },
            ),
          );
      }}
    >
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('page.delictPayment.ownerIdForPayment')}
          styles={HINT_STYLES}
          description={t('page.form.ownerIdHint')}
          inputMode="numeric"
          autoComplete="off"
          required
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          style={{ flex: '1 1 18rem' }}
        />
        <Button type="submit" variant="light">
          {t('page.checkout.title')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * `/{lang}/delict-payment` (spec §2): a delict by the number of its fiche, act or notification:
 * its data, its document (PDF) and, with the owner's EGN or EIK, its payment.
 */
export function DelictPaymentPage() {
  useDelictsCatalogues();
  const { t } = useTranslation();
  const { t: d } = useTranslation('delicts');
  const lang = useLang();
  const captcha = useCaptcha();
  const [found, setFound] = useState<DelictList | null>(null);
  const [ownerId, setOwnerId] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: contractResolver(schema),
    mode: 'onTouched',
    defaultValues: { documentNumber: '' },
  });
  const find = useMutation({
    mutationFn: async (values: Values) =>
      findDelictByDocument(lang, { ...values, recaptchaCode: await captcha.solve() }),
    onSuccess: (list) => {
      setOwnerId(null);
      setFound(list);
    },
    onError: (error) => {
      setFound(null);
      setFormError(applyServerError(error, form.setError, ['documentNumber']));
    },
  });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    find.mutate(values);
  });
  const payable = found?.delicts.some((delict) => delict.payable) ?? false;

  return (
    <Container size="md" py="xl">
      <SitePageMeta
        title={t('pages.delictPayment.title')}
        description={d('page.delictPayment.intro')}
        path="delict-payment"
        noindex
      />
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('pages.delictPayment.title')}</Title>
          <Text mt="xs">{d('page.delictPayment.intro')}</Text>
          <Anchor component={LangLink} to="pay-delict" mt="xs" display="inline-block">
            {d('page.delictPayment.toByVehicle')}
          </Anchor>
        </div>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <FormAlert message={formError} />
            <TextInput
              label={d('page.form.documentNumber')}
              styles={HINT_STYLES}
              description={d('page.form.documentNumberHint')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              error={form.formState.errors.documentNumber?.message}
              {...form.register('documentNumber')}
            />
            <CaptchaStatus solving={captcha.solving} share={captcha.share} />
            <Button type="submit" loading={find.isPending} style={{ alignSelf: 'flex-start' }}>
              {d('page.form.search')}
            </Button>
          </Stack>
        </form>
        {found && (
          <DelictResults
            key={`${found.delicts[0]?.documentNumber ?? ''}:${ownerId ?? ''}`}
            list={found}
            ownerId={ownerId}
          />
        )}
        {found && payable && !ownerId && <OwnerIdStep onConfirmed={setOwnerId} />}
      </Stack>
    </Container>
  );
}
