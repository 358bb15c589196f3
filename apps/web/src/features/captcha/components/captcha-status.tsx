import { Group, Loader, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CaptchaState } from '../hooks/use-captcha';

/**
 * The "checking you are not a robot" state while the proof of work runs: a polite live region
 * announces it once, and a progress bar shows how far the search has come.
 */
export function CaptchaStatus({ solving, share }: CaptchaState) {
  const { t } = useTranslation();
  const percent = Math.round(share * 100);
  return (
    <div role="status" aria-live="polite">
      {solving && (
        <>
          <Group gap="xs" mb={6}>
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">{t('captcha.checking')}</Text>
          </Group>
          <Progress.Root size="sm">
            <Progress.Section value={percent} aria-label={t('captcha.progress')} />
          </Progress.Root>
        </>
      )}
    </div>
  );
}
