import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLang } from '../../../i18n/use-lang';
import { SITE_CART_KEY } from '../../../purchase/cart-count';
import { forgetSession } from '../../session';
import { deleteAccount } from '../api/delete-account';
import { PasswordField } from '../../../components/password-field';

/**
 * Deletes one's own account: the password, then a No/Yes confirmation. The server erases the
 * personal data and ends every session; this browser forgets the session and the cart.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteAccount(lang, password),
    onSuccess: () => {
      forgetSession([SITE_CART_KEY], 'accountDeleted');
      queryClient.clear();
      void navigate(`/${lang}/login`, { replace: true, state: { notice: 'accountDeleted' } });
    },
  });
  const ask = () => {
    setMissing(password === '');
    if (password !== '') {
      remove.reset();
      setConfirming(true);
    }
  };

  return (
    <Stack gap="md">
      <Text>{t('accountSettings.deleteText')}</Text>
      <PasswordField
        label={t('accountSettings.deletePassword')}
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        error={missing ? t('accountSettings.passwordRequired') : undefined}
      />
      <Group>
        <Button color="red" variant="outline" onClick={ask}>
          {t('accountSettings.deleteAccount')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('accountSettings.deleteConfirmTitle')}
        message={t('accountSettings.deleteConfirmText')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
        busy={remove.isPending}
        error={remove.error?.message}
      />
    </Stack>
  );
}
