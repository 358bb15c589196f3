import { useCallback, useState } from 'react';
import {
  Alert,
  Button,
  Container,
  FileInput,
  Group,
  List,
  NativeSelect,
  Stack,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StatementUploadResult } from '@toll/contract/bank';
import { ApiRequestError } from '../../../api/client';
import { FormAlert } from '../../../components/form-alert';
import { useListState } from '../../../components/data-table/use-list-state';
import { useLang } from '../../../i18n/use-lang';
import { parseListState } from '../../../components/data-table/list-state';
import { BANK_KEY, BANK_LINE_DEFAULTS, uploadStatement } from '../api/bank-api';
import { BankLinesTable } from './bank-lines-table';
import { CardSettlementsTable } from './card-settlements-table';
import { StatementPreview } from './statement-preview';
import { StatementsTable } from './statements-table';

/**
 * Upload of an MT940 or camt.053 file: the file is read as text and sent whole. A statement that
 * does not follow the account's previous one is held: what was found is listed, and the
 * accountant may upload it all the same with a reason (audited).
 */
export function StatementUpload() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<StatementUploadResult | null>(null);
  const upload = useMutation({
    mutationFn: async (p: { f: File; continuityReason?: string; dryRun?: boolean }) =>
      uploadStatement(lang, {
        fileName: p.f.name,
        content: await p.f.text(),
        ...(p.continuityReason ? { continuityReason: p.continuityReason } : {}),
        ...(p.dryRun ? { dryRun: true } : {}),
      }),
    onSuccess: async (r) => {
      setResult(r);
      // a preview keeps the file chosen, to be uploaded next
      if (r.dryRun) return;
      setFile(null);
      setReason('');
      await client.invalidateQueries({ queryKey: BANK_KEY });
    },
    onError: () => setResult(null),
  });
  const held =
    upload.error instanceof ApiRequestError
      ? upload.error.fieldErrors.filter((e) => e.field === 'continuityReason')
      : [];
  const reasonOk = reason.trim().length >= 3;
  return (
    <Stack gap="xs">
      <Group align="end">
        <FileInput
          label={t('bank.uploadLabel')}
          placeholder={t('bank.uploadPlaceholder')}
          accept=".sta,.mt940,.txt,.940,.xml"
          value={file}
          onChange={(f) => {
            setFile(f);
            upload.reset();
          }}
          clearable
          w={360}
        />
        <Button
          onClick={() => file && upload.mutate({ f: file })}
          disabled={!file}
          loading={upload.isPending && !reason}
        >
          {t('bank.upload')}
        </Button>
        <Button
          variant="default"
          onClick={() =>
            file &&
            upload.mutate({
              f: file,
              dryRun: true,
              ...(reasonOk ? { continuityReason: reason.trim() } : {}),
            })
          }
          disabled={!file}
        >
          {t('bank.preview')}
        </Button>
      </Group>
      {held.length > 0 ? (
        <Alert color="orange" role="alert" title={t('bank.continuity.held')}>
          <Stack gap="xs">
            <List size="sm">
              {held.map((e) => (
                <List.Item key={e.message}>{e.message}</List.Item>
              ))}
            </List>
            <Textarea
              label={t('bank.continuity.reason')}
              description={t('bank.continuity.reasonHint')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={500}
              rows={2}
            />
            <Group>
              <Button
                color="orange"
                disabled={!file || !reasonOk}
                loading={upload.isPending}
                onClick={() => file && upload.mutate({ f: file, continuityReason: reason.trim() })}
              >
                {t('bank.continuity.accept')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <FormAlert message={upload.error?.message} />
      )}
      {result?.dryRun && (
        <Alert color="blue" role="status" title={t('bank.previewTitle')}>
          <Stack gap="xs">
            <span id="bank-preview-title">
              {t('bank.previewResult', {
                matched: result.matched,
                undistributed: result.undistributed,
                failed: result.failed,
              })}
            </span>
            {result.preview.length < result.newLines && (
              <span>
                {t('bank.previewMore', { shown: result.preview.length, total: result.newLines })}
              </span>
            )}
            <StatementPreview lines={result.preview} labelledBy="bank-preview-title" />
          </Stack>
        </Alert>
      )}
      {result && !result.dryRun && (
        <Alert color="green" role="status">
          <Stack gap={4}>
            <span>
              {t('bank.uploaded', {
                newLines: result.newLines,
                knownLines: result.knownLines,
                matched: result.matched,
                undistributed: result.undistributed,
                failed: result.failed,
              })}
            </span>
            {result.fileAlreadyImported && <span>{t('bank.continuity.alreadyImported')}</span>}
            {result.continuityAccepted.flatMap((a) =>
              a.messages.map((m) => (
                <span key={`${a.statementId}-${m}`}>
                  {t('bank.continuity.accepted', { what: m })}
                </span>
              )),
            )}
          </Stack>
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
        <Title order={2} size="h3" id="card-settlements-title">
          {t('bank.settlements.title')}
        </Title>
        <CardSettlementsTable labelledBy="card-settlements-title" />
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
                  { value: 'UNDONE', label: t('bank.statuses.UNDONE') },
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
