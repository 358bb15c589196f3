import { Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/lang-link';
import { useLang } from '../../../i18n/use-lang';
import { SITE_CART_KEY } from '../../../purchase/cart-count';
import { useCapabilities, useLogout, useSession, siteLoginPath } from '../../session';
import { accountLinksFor } from '../account-links';
import { useUserDetails } from '../api/get-user-details';
import { IdentityPage } from './identity-page';
import classes from './account-page.module.css';

const SITE_CARTS = [SITE_CART_KEY];

/** `account`: the user's home: a greeting and the account pages this user may open. */
export function AccountPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const session = useSession();
  const capabilities = useCapabilities();
  const logout = useLogout(siteLoginPath(lang), SITE_CARTS);
  useUserDetails(); // keeps the stored user (name, customer id) current
  if (!session) return null;
  const { user } = session;
  return (
    <IdentityPage
      pageId="account"
      size="md"
      heading={t('account.greeting', { name: user.firstName || user.username })}
    >
      <Stack gap="lg">
        <Text>{t('account.signedInAs', { username: user.username, email: user.email })}</Text>
        <nav aria-label={t('account.pagesNav')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" className={classes.list}>
            {accountLinksFor(capabilities).map((link) => (
              <li key={link.id}>
                <Card withBorder component={LangLink} to={link.to} className={classes.card}>
                  <Text fw={700} c="blue.8">
                    {t(`pages.${link.id}.title`)}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {t(`account.links.${link.id}`)}
                  </Text>
                </Card>
              </li>
            ))}
          </SimpleGrid>
        </nav>
        <div>
          <Button variant="default" onClick={() => void logout()}>
            {t('session.logout')}
          </Button>
        </div>
      </Stack>
    </IdentityPage>
  );
}
