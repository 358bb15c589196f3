import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OFFICE_LANGS, type Lang } from '@toll/domain/languages';

export type LanguagePickerProps = {
  current: Lang;
  onChange: (lang: Lang) => void;
};

/** БГ / EN toggle buttons of the back-office and the tablet; the pressed one is the language shown. */
export function LanguagePicker({ current, onChange }: LanguagePickerProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} role="group" aria-label={t('common.language')} wrap="nowrap">
      {OFFICE_LANGS.map((lang) => (
        <Button
          key={lang}
          size="compact-sm"
          variant={lang === current ? 'filled' : 'subtle'}
          lang={lang}
          title={t(`common.langName.${lang}`)}
          aria-pressed={lang === current}
          onClick={() => {
            if (lang !== current) onChange(lang);
          }}
        >
          {t(`common.langShort.${lang}`)}
        </Button>
      ))}
    </Group>
  );
}
