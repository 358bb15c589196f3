import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { unsubscribeConfirmSchema } from '@toll/contract/vignette-notices';
import { ApiRequestError } from '../../../api/client';
import { FormAlert } from '../../../components/form-alert';
import { LangLink } from '../../../components/lang-link';
import { errorText } from '../../../forms/error-text';
import { useVignetteChecksCatalogues } from '../../../i18n/vignette-checks-catalogues';
import { useLang } from '../../../i18n/use-lang';
import { sitePath } from '../../../site-kit/routes';
import { SitePageMeta } from '../../../site-kit/site-page-meta';
import '../../../site-kit/mantine-overlay-styles';
import { confirmUnsubscribe } from '../api/confirm-unsubscribe';

/** The server's refusal of the link (it advises a new link or support); else spec §8's advice. */
function failureText(error: unknown): string {
  return error instanceof ApiRequestError && error.status === 400
    ? errorText({ code: 'unsubscribe.linkInvalid' })
    : errorText({ code: 'unsubscribe.failed' });
}

/**
 * `/{lang}/unsubscribe/{token}`, opened from the mailed link. Nothing happens until the visitor
 * presses the button, so mail scanners that open links do not unsubscribe anyone. A used, expired
 * or broken link ends on advice to ask for a new one or to contact support (spec §8).
 */
export function UnsubscribeConfirmPage() {
  useVignetteChecksCatalogues();
  const { t } = useTranslation();
  const { t: c } = useTranslation('vignette-checks');
  const lang = useLang();
  const { token = '' } = useParams();
  const confirm = useMutation({
    mutationFn: async () => {
      const parsed = unsubscribeConfirmSchema.safeParse({ token });
      if (!parsed.success) throw new ApiRequestError('', 400);
      return confirmUnsubscribe(lang, parsed.data.token);
    },
  });
  const title = t('pages.unsubscribeConfirm.title');

  return (
    <Container size="sm" py="xl">
      <SitePageMeta
        title={title}
        description={c('unsubscribeConfirm.intro')}
        path="unsubscribe"
        noindex
      />
      <Stack gap="lg" align="flex-start">
        <Title order={1}>{title}</Title>
        {confirm.isSuccess && (
          <>
            <FormAlert message={confirm.data} kind="success" />
            <Anchor component={LangLink} to="">
              {c('unsubscribeConfirm.toHome')}
            </Anchor>
          </>
        )}
        {confirm.isError && (
          <>
            <FormAlert
              message={failureText(confirm.error)}
              title={c('unsubscribeConfirm.failedTitle')}
            />
            <Group gap="lg">
              <Anchor component={LangLink} to={sitePath('unsubscribe')}>
                {c('unsubscribeConfirm.retry')}
              </Anchor>
              <Anchor component={LangLink} to={sitePath('contacts')}>
                {c('unsubscribeConfirm.contacts')}
              </Anchor>
            </Group>
          </>
        )}
        {confirm.isIdle || confirm.isPending ? (
          <>
            <Text>{c('unsubscribeConfirm.intro')}</Text>
            <Button loading={confirm.isPending} onClick={() => confirm.mutate()}>
              {c('unsubscribeConfirm.submit')}
            </Button>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
