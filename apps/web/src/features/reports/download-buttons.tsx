import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-alert';
import { useLang } from '../../i18n/use-lang';
import {
  downloadReport,
  isUnfiltered,
  type ReportExportPath,
  type ReportFilterValues,
} from './reports-api';

/** CSV and Excel downloads; with no filter set, a confirmation first (spec §5). */
export function DownloadButtons(props: {
  path: ReportExportPath;
  filters: ReportFilterValues;
  extra?: Record<string, string>;
}) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [asking, setAsking] = useState<'csv' | 'xlsx' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = (format: 'csv' | 'xlsx') => {
    setAsking(null);
    setError(null);
    downloadReport(lang, props.path, props.filters, format, props.extra).catch((e: unknown) =>
      setError(e instanceof Error ? e.message : String(e)),
    );
  };
  const start = (format: 'csv' | 'xlsx') =>
    isUnfiltered(props.filters) ? setAsking(format) : download(format);
  return (
    <>
      <Group gap="xs">
        <Button variant="default" onClick={() => start('csv')}>
          {t('reportsPage.csv')}
        </Button>
        <Button variant="default" onClick={() => start('xlsx')}>
          {t('reportsPage.xlsx')}
        </Button>
      </Group>
      <FormAlert message={error} />
      <ConfirmDialog
        opened={asking !== null}
        title={t('reportsPage.title')}
        message={t('reportsPage.confirmDownload')}
        danger={false}
        onConfirm={() => asking && download(asking)}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
