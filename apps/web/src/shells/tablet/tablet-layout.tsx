import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShellHeader } from '../../components/shell-header';
import { useDocumentLang } from '../../hooks/use-document-lang';
import { useLang } from '../../i18n/use-lang';

/** The tablet frame: header with product name and language picker, then the page. */
export function TabletLayout() {
  const { t } = useTranslation('tablet');
  useDocumentLang(useLang());
  return (
    <>
      <ShellHeader
        brand={t('brand')}
        productName={t('productName')}
        skipLabel={t('header.skipToContent')}
      />
      <main id="main-content" tabIndex={-1}>
        <Suspense fallback={<Loader m="xl" aria-label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
