import { useState } from 'react';
import { Alert, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MstsBatchResult } from '@toll/contract/msts';
import { ApiRequestError } from '../../api/client';
import { FormAlert } from '../../components/form-alert';
import { useLang } from '../../i18n/use-lang';
import { importMstsFile, MSTS_KEY } from './msts-api';

/** The MSTS file import (finance staff): all or nothing, every refused line listed. */
export function MstsImport() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<MstsBatchResult | null>(null);
  const upload = useMutation({
    mutationFn: async (f: File) =>
      importMstsFile(lang, { fileName: f.name, content: await f.text() }),
    onSuccess: async (r) => {
      setResult(r);
      setFile(null);
      await client.invalidateQueries({ queryKey: MSTS_KEY });
    },
    onError: () => setResult(null),
  });
  const refused = upload.error instanceof ApiRequestError ? upload.error.fieldErrors : [];
  return (
    <Stack gap="xs">
      <Group align="end">
        <FileInput
          label={t('msts.importLabel')}
          description={t('msts.importHint')}
          placeholder={t('msts.importPlaceholder')}
          accept=".csv,text/csv"
          value={file}
          onChange={setFile}
          clearable
          w={420}
        />
        <Button
          onClick={() => file && upload.mutate(file)}
          disabled={!file}
          loading={upload.isPending}
        >
          {t('msts.import')}
        </Button>
      </Group>
      {refused.length > 0 ? (
        <Alert color="red" role="alert" title={t('msts.refused', { count: refused.length })}>
          <List size="sm">
            {/* each message names its line (and column) in the clerk's language */}
            {refused.map((e) => (
              <List.Item key={`${e.field}-${e.message}`}>{e.message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <FormAlert message={upload.error?.message} />
      )}
      {result && (
        <Alert color="green" role="status">
          <Text size="sm">
            {t('msts.imported', {
              received: result.received,
              booked: result.booked,
              duplicates: result.duplicates,
              billed: result.billedNow,
            })}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
