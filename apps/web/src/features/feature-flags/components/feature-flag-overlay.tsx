import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { featureFlagsUnlockSchema } from '@toll/contract/site';
import { encodeFlags, FEATURE_FLAGS, type FeatureFlags } from '@toll/domain/feature-flags';
import { ApiRequestError } from '../../../api/client';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { useLang } from '../../../i18n/use-lang';
import { unlockFlags } from '../api/feature-flags-query';
import { writeLocalFlags } from '../local-flags';
import { useEffectiveFlags } from '../use-effective-flags';
import '../../../site-kit/mantine-overlay-styles';

/** Remembered for the tab once the server accepted the password. */
let unlockedInThisTab = false;

function PasswordStep({ onUnlocked }: { onUnlocked: () => void }) {
  const t = useSitePagesT();
  const lang = useLang();
  const { form, submitWith } = useSchemaForm(featureFlagsUnlockSchema, {
    defaultValues: { password: '' },
    fields: ['password'],
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = submitWith(({ password }) => {
    setBusy(true);
    setError(null);
    unlockFlags(lang, password)
      .then(() => {
        unlockedInThisTab = true;
        onUnlocked();
      })
      .catch((e: unknown) => setError(e instanceof ApiRequestError ? e.message : t('flags.failed')))
      .finally(() => setBusy(false));
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <PasswordInput
          label={t('flags.password')}
          error={form.formState.errors.password?.message ?? error}
          {...form.register('password')}
          required
          data-autofocus
          visibilityToggleButtonProps={{ 'aria-label': t('flags.showPassword') }}
        />
        <Button type="submit" loading={busy}>
          {t('flags.unlock')}
        </Button>
      </Stack>
    </form>
  );
}

function FlagsStep({
  flags,
  server,
  overridden,
}: {
  flags: FeatureFlags;
  server: FeatureFlags | null;
  overridden: boolean;
}) {
  const t = useSitePagesT();
  const toggle = (flag: (typeof FEATURE_FLAGS)[number]) =>
    writeLocalFlags(encodeFlags({ ...flags, [flag]: !flags[flag] }));
  return (
    <Stack>
      <Text size="sm">{overridden ? t('flags.overridden') : t('flags.fromServer')}</Text>
      {FEATURE_FLAGS.map((flag) => (
        <Checkbox
          key={flag}
          label={flag}
          checked={flags[flag]}
          onChange={() => toggle(flag)}
          description={
            server ? t('flags.serverValue', { value: server[flag] ? 'on' : 'off' }) : undefined
          }
        />
      ))}
      <Group>
        <Button variant="default" onClick={() => writeLocalFlags(null)} disabled={!overridden}>
          {t('flags.reset')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The hidden feature-flag overlay (spec §2): a password checked by the server, then the toggles. */
export function FeatureFlagOverlay({ onClose }: { onClose: () => void }) {
  const t = useSitePagesT();
  const { flags, server, overridden, overlayEnabled } = useEffectiveFlags();
  const [unlocked, setUnlocked] = useState(unlockedInThisTab);
  let body;
  if (!overlayEnabled) body = <Alert color="gray">{t('flags.disabled')}</Alert>;
  else if (!unlocked) body = <PasswordStep onUnlocked={() => setUnlocked(true)} />;
  else if (flags) body = <FlagsStep flags={flags} server={server} overridden={overridden} />;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('flags.title')}
      closeButtonProps={{ 'aria-label': t('flags.close') }}
    >
      {body}
    </Modal>
  );
}
