import { useCallback, useState } from 'react';
import {
  Alert,
  Button,
  Container,
  FileInput,
  Group,
  NativeSelect,
  Stack,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StatementUploadResult } from '@toll/contract/bank';
import { FormAlert } from '../../../components/form-alert';
import { useListState } from '../../../components/data-table/use-list-state';
import { useLang } from '../../../i18n/use-lang';
import { parseListState } from '../../../components/data-table/list-state';
import { BANK_KEY, BANK_LINE_DEFAULTS, uploadStatement } from '../api/bank-api';
import { BankLinesTable } from './bank-lines-table';
import { StatementsTable } from './statements-table';

/** Upload of an MT940 or camt.053 file: the file is read as text and sent whole. */
function StatementUpload() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<StatementUploadResult | null>(null);
  const upload = useMutation({
    mutationFn: async (f: File) =>
      uploadStatement(lang, { fileName: f.name, content: await f.text() }),
    onSuccess: async (r) => {
      setResult(r);
      setFile(null);
      await client.invalidateQueries({ queryKey: BANK_KEY });
    },
    onError: () => setResult(null),
  });
  return (
    <Stack gap="xs">
      <Group align="end">
        <FileInput
          label={t('bank.uploadLabel')}
          placeholder={t('bank.uploadPlaceholder')}
          accept=".sta,.mt940,.txt,.940,.xml"
          value={file}
          onChange={setFile}
          clearable
          w={360}
        />
        <Button
          onClick={() => file && upload.mutate(file)}
          disabled={!file}
          loading={upload.isPending}
        >
          {t('bank.upload')}
        </Button>
      </Group>
      <FormAlert message={upload.error?.message} />
      {result && (
        <Alert color="green" role="status">
          {t('bank.uploaded', {
            newLines: result.newLines,
            knownLines: result.knownLines,
            matched: result.matched,
            undistributed: result.undistributed,
            failed: result.failed,
          })}
        </Alert>
      )}
    </Stack>
  );
}

/** `bank-report`: statement upload, the statements, and their lines with manual assignment. */
export function BankReportPage() {
  const { t } = useTranslation('office');
  const list = useListState(BANK_LINE_DEFAULTS);
  const filter = (name: string, value: string) => list.setFilter(name, value);
  const { update } = list;
  const openStatement = useCallback(
    (id: number) =>
      update({
        filters: {
          ...parseListState(new URLSearchParams(window.location.search), BANK_LINE_DEFAULTS)
            .filters,
          statementId: String(id),
        },
      }),
    [update],
  );
  const view = list.state.filters.undistributed
    ? 'undistributed'
    : (list.state.filters.status ?? '');
  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${t('bank.title')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Title order={1}>{t('bank.title')}</Title>
        <StatementUpload />
        <Title order={2} size="h3" id="bank-statements-title">
          {t('bank.statements')}
        </Title>
        <StatementsTable labelledBy="bank-statements-title" onOpen={openStatement} />
        <Title order={2} size="h3" id="bank-lines-title">
          {t('bank.transactions')}
        </Title>
        <BankLinesTable
          list={list}
          labelledBy="bank-lines-title"
          filters={
            <>
              <NativeSelect
                label={t('bank.view')}
                value={view}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  const { status: _s, undistributed: _u, ...rest } = list.state.filters;
                  list.update({
                    filters:
                      v === 'undistributed'
                        ? { ...rest, undistributed: 'true' }
                        : v
                          ? { ...rest, status: v }
                          : rest,
                  });
                }}
                data={[
                  { value: '', label: t('bank.views.all') },
                  { value: 'undistributed', label: t('bank.views.undistributed') },
                  { value: 'PROCESSED', label: t('bank.statuses.PROCESSED') },
                  { value: 'UNPROCESSED', label: t('bank.statuses.UNPROCESSED') },
                  { value: 'FAILED', label: t('bank.statuses.FAILED') },
                ]}
              />
              {list.state.filters.statementId && (
                <Button variant="subtle" onClick={() => filter('statementId', '')}>
                  {t('bank.allStatements')}
                </Button>
              )}
            </>
          }
        />
      </Stack>
    </Container>
  );
}
