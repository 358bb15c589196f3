import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Container,
  FileInput,
  Group,
  NativeSelect,
  Stack,
  Table,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StatementUploadResult } from '@toll/contract/bank';
import { FormAlert } from '../../../components/form-alert';
import { useListState } from '../../../components/data-table/use-list-state';
import { useLang } from '../../../i18n/use-lang';
import {
  BANK_KEY,
  BANK_LINE_DEFAULTS,
  formatMinor,
  listStatements,
  uploadStatement,
} from '../api/bank-api';
import { BankLinesTable } from './bank-lines-table';

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
  const lang = useLang();
  const list = useListState(BANK_LINE_DEFAULTS);
  const statements = useQuery({
    queryKey: [...BANK_KEY, 'statements', lang],
    queryFn: ({ signal }) => listStatements(lang, signal),
  });
  const filter = (name: string, value: string) =>
    list.update({ filters: { ...list.state.filters, [name]: value } });
  const view = list.state.filters.undistributed
    ? 'undistributed'
    : (list.state.filters.status ?? '');
  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${t('bank.title')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Title order={1}>{t('bank.title')}</Title>
        <StatementUpload />
        <Title order={2} size="h3">
          {t('bank.statements')}
        </Title>
        <Table striped withTableBorder aria-label={t('bank.statements')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bank.uploadedAt')}</Table.Th>
              <Table.Th>{t('bank.file')}</Table.Th>
              <Table.Th>{t('bank.statementRef')}</Table.Th>
              <Table.Th>{t('bank.account')}</Table.Th>
              <Table.Th>{t('bank.closing')}</Table.Th>
              <Table.Th>{t('bank.lines')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(statements.data?.items ?? []).map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  {new Date(s.uploadedAt).toLocaleString(lang === 'bg' ? 'bg-BG' : 'en-GB')}
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    onClick={() => filter('statementId', String(s.id))}
                  >
                    {s.fileName}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {s.format} {s.statementRef} {s.sequence}
                </Table.Td>
                <Table.Td>{s.accountIban}</Table.Td>
                <Table.Td>{formatMinor(s.closingBalanceMinor, s.currency, lang)}</Table.Td>
                <Table.Td>
                  {t('bank.lineCounts', {
                    total: s.lineCount,
                    newLines: s.newLines,
                    knownLines: s.knownLines,
                  })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
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
