import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/lang-link';
import { IdentityPage } from './identity-page';

const STEPS = ['form', 'robot', 'mail', 'login', 'use'] as const;

/** `register-steps`: how registration works, step by step, and what an account is good for. */
export function RegisterStepsPage() {
  const { t } = useTranslation();
  return (
    <IdentityPage pageId="registerSteps" size="sm">
      <Stack gap="lg">
        <Text>{t('registerSteps.intro')}</Text>
        <List type="ordered" spacing="md">
          {STEPS.map((step) => (
            <List.Item key={step}>
              <Title order={2} size="h4">
                {t(`registerSteps.${step}.title`)}
              </Title>
              <Text>{t(`registerSteps.${step}.text`)}</Text>
            </List.Item>
          ))}
        </List>
        <Text>{t('registerSteps.customers')}</Text>
        <Group gap="lg">
          <Anchor component={LangLink} to="register">
            {t('registerSteps.toRegister')}
          </Anchor>
          <Anchor component={LangLink} to="login">
            {t('registerSteps.toLogin')}
          </Anchor>
        </Group>
      </Stack>
    </IdentityPage>
  );
}
