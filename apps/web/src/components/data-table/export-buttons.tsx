import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, saveBlob } from '../../api/client';
import { api, type ApiExportableList } from '../../api/typed-client';
import { useLang } from '../../i18n/use-lang';
import { ConfirmDialog } from '../confirm-dialog';
import { exportApiQuery, hasListFilters, type ListState } from './list-state';

export type ExportFormat = 'csv' | 'xlsx';

export type ExportButtonsProps = {
  /** The list's endpoint below /api; the export is `<path>/export?format=…&<filters>`. */
  path: ApiExportableList;
  /** The path's `{…}` parameters, for a list below a record (a client's report). */
  params?: Record<string, string | number>;
  state: ListState;
  /** The file name without extension, when the server sends none. */
  fileName: string;
  formats?: readonly ExportFormat[];
  /** The export's query when the list's API names its filters otherwise than `f_<field>`. */
  query?: (state: ListState, format: ExportFormat) => Record<string, string>;
  onError: (message: string | null) => void;
  /** The list is always bounded (a period): no asking before downloading it. */
  bounded?: boolean;
};

/**
 * CSV and XLSX downloads of the list's current filter, streamed by the server (spec §2 tables).
 * With no filter set, a confirm dialog asks first (spec §5: everything would be downloaded).
 */
export function ExportButtons({
  path,
  params,
  state,
  fileName,
  formats = ['csv', 'xlsx'],
  query = exportApiQuery,
  onError,
  bounded = false,
}: ExportButtonsProps) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [asking, setAsking] = useState<ExportFormat | null>(null);
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setAsking(null);
    setBusy(format);
    onError(null);
    try {
      const file = await api.download(`${path}/export`, {
        lang,
        query: query(state, format),
        ...(params ? { params } : {}),
      } as Parameters<typeof api.download<`${ApiExportableList}/export`>>[1]);
      saveBlob(file, `${fileName}.${format}`);
    } catch (error) {
      onError(error instanceof ApiRequestError ? error.message : t('table.exportFailed'));
    } finally {
      setBusy(null);
    }
  };
  const start = (format: ExportFormat) => {
    if (bounded || hasListFilters(state)) void download(format);
    else setAsking(format);
  };

  return (
    <Group gap="xs">
      {formats.map((format) => (
        <Button
          key={format}
          variant="default"
          size="sm"
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => start(format)}
        >
          {format === 'csv' ? t('table.exportCsv') : t('table.exportXlsx')}
        </Button>
      ))}
      <ConfirmDialog
        opened={asking !== null}
        title={t('table.exportAllTitle')}
        message={t('table.exportAllText')}
        danger={false}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) void download(asking);
        }}
      />
    </Group>
  );
}
