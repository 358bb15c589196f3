import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code loads; keeps some height so the footer does not jump up and down. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <Loader aria-label={t('common.loading')} />
    </div>
  );
}
