import { useEffect, useRef, useState } from 'react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/lang-link';
import { IdentityPage } from './identity-page';
import { RegisterForm } from './register-form';

/** After registering: the activation link is in the mailbox (the heading takes the focus). */
function CheckMailbox({ email }: { email: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="sm" role="status">
      <Title order={2} ref={heading} tabIndex={-1}>
        {t('register.doneTitle')}
      </Title>
      <Text>{t('register.doneText', { email })}</Text>
      <Text>{t('register.doneHint')}</Text>
      <Anchor component={LangLink} to="login">
        {t('register.toLogin')}
      </Anchor>
    </Stack>
  );
}

/** `register`: the registration form, then the "check your mailbox" page. */
export function RegisterPage() {
  const { t } = useTranslation();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  return (
    <IdentityPage pageId="register" size="sm">
      {registeredEmail ? (
        <CheckMailbox email={registeredEmail} />
      ) : (
        <Stack gap="lg">
          <Text>{t('register.intro')}</Text>
          <RegisterForm onRegistered={setRegisteredEmail} />
          <Group gap="lg">
            <Anchor component={LangLink} to="login">
              {t('register.haveAccount')}
            </Anchor>
            <Anchor component={LangLink} to="register-steps">
              {t('register.howItWorks')}
            </Anchor>
          </Group>
        </Stack>
      )}
    </IdentityPage>
  );
}
