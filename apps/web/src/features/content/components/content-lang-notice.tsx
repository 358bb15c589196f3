import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@toll/domain/languages';

export type ContentLangNoticeProps = {
  /** The page's language (the address prefix). */
  lang: Lang;
  /** The language the text is shown in. */
  shownIn: Lang;
  /** For a legal text: the page's Bulgarian address (binding), linked from the notice. */
  bulgarianPath?: string;
};

/**
 * Said in the page's language above a text shown in another one: a page not yet translated, or a
 * legal text whose binding version is the Bulgarian one (linked).
 */
export function ContentLangNotice({ lang, shownIn, bulgarianPath }: ContentLangNoticeProps) {
  const { t } = useTranslation();
  if (shownIn === lang) return null;
  return (
    <Alert color="blue" variant="light" mb="md" lang={lang}>
      <Text size="sm">{t(bulgarianPath ? 'contentNotice.legal' : 'contentNotice.inEnglish')}</Text>
      {bulgarianPath && (
        // The theme's link blue is too light on the notice's light blue (axe: colour contrast).
        <Anchor href={bulgarianPath} hrefLang="bg" size="sm" c="blue.9" underline="always">
          {t('contentNotice.readBulgarian')}
        </Anchor>
      )}
    </Alert>
  );
}
