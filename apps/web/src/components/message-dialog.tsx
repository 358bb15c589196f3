import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from './app-modal';

export type MessageDialogProps = {
  opened: boolean;
  title: string;
  message: ReactNode;
  onClose: () => void;
};

/** The message dialog of spec §2: a message and Ok (e.g. the shift errors' "Error" popup, §8). */
export function MessageDialog({ opened, title, message, onClose }: MessageDialogProps) {
  const { t } = useTranslation('office');
  return (
    <AppModal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('common.ok')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
