import { Anchor, Text } from '@mantine/core';
import { LangLink } from '../../../components/lang-link';
import { useLang } from '../../../i18n/use-lang';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { useSession, siteLoginPath } from '../../session';

/** Guest purchase, or log in / register to keep the order in an account (spec §2). */
export function BuyerNote() {
  const t = usePurchaseT();
  const lang = useLang();
  const session = useSession();
  if (session)
    return (
      <Text>{t('checkout.asUser', { name: session.user.firstName || session.user.username })}</Text>
    );
  const login = siteLoginPath(lang, `/${lang}/shopping-cart`).slice(lang.length + 2);
  return (
    <Text>
      {t('checkout.asGuest')}{' '}
      <Anchor component={LangLink} to={login}>
        {t('checkout.login')}
      </Anchor>{' '}
      {t('checkout.or')}{' '}
      <Anchor component={LangLink} to="register">
        {t('checkout.register')}
      </Anchor>
    </Text>
  );
}
