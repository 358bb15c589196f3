import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/lang-link';
import { useConfirmUser } from '../api/confirm-user';
import { IdentityPage } from './identity-page';

/**
 * `user/confirm?token=`: activates the account from the mailed link and says which of the three
 * outcomes it was (activated, already activated, unsuccessful), with the way on.
 */
export function UserConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const outcome = useConfirmUser(params.get('token'));
  const result = outcome.data;
  return (
    <IdentityPage pageId="userConfirm">
      {!result ? (
        <Stack align="flex-start" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('userConfirm.checking')}</Text>
        </Stack>
      ) : result.kind === 'unsuccessful' ? (
        <Stack gap="md">
          <Alert color="red" role="alert" title={t('userConfirm.unsuccessful')}>
            {result.message ?? t('userConfirm.unsuccessfulText')}
          </Alert>
          <Anchor component={LangLink} to="register">
            {t('userConfirm.toRegister')}
          </Anchor>
          <Anchor component={LangLink} to="login">
            {t('userConfirm.toLogin')}
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="md">
          <Alert
            color={result.kind === 'activated' ? 'green' : 'blue'}
            role="status"
            title={t(
              `userConfirm.${result.kind === 'activated' ? 'activated' : 'alreadyActivated'}`,
            )}
          >
            {t(
              result.kind === 'activated'
                ? 'userConfirm.activatedText'
                : 'userConfirm.alreadyActivatedText',
            )}
          </Alert>
          <Anchor component={LangLink} to="login">
            {t('userConfirm.toLogin')}
          </Anchor>
        </Stack>
      )}
    </IdentityPage>
  );
}
