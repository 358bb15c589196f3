import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from './app-modal';
import { FormAlert } from './form-alert';

export type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** The server's answer when the confirmed action failed. */
  error?: string | null;
  /** What "Yes" does is destructive (red). */
  danger?: boolean;
};

/**
 * The confirm dialog of spec §2: No / Yes, on the shared modal (it closes on Escape, a click on
 * the backdrop or the close button); the focus starts on "No", so Enter never confirms by accident.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, message, onConfirm, onCancel, busy = false, error, danger = true } = props;
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onCancel} title={title}>
      <Stack gap="md">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <FormAlert message={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus disabled={busy}>
            {t('common.no')}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy}>
            {t('common.yes')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
