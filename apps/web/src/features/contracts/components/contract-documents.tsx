import { useState } from 'react';
import { Button, FileInput, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_DOCUMENT_KINDS, type AccountDocument } from '@toll/contract/account-documents';
import type { Account } from '@toll/contract/accounts';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { useOfficeAccess } from '../../office-access';
import { CONTRACTS_KEY } from '../api/contracts-api';
import {
  contractDocuments,
  downloadContractDocument,
  uploadContractDocument,
} from '../api/contract-files-api';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';

type Kind = AccountDocument['kind'];

/** The documents tab: the contract's files, upload (contract and guarantee once) and download. */
export function ContractDocuments({ account }: { account: Account }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const canWrite = useOfficeAccess().capabilities.has('contracts.write');
  const key = [...CONTRACTS_KEY, 'documents', account.id, lang];
  const [kind, setKind] = useState<Kind>('CONTRACT');
  const [file, setFile] = useState<File | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const documents = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => contractDocuments(lang, account.id, signal),
  });
  const upload = useMutation({
    mutationFn: () => uploadContractDocument(lang, account.id, kind, file!),
    onSuccess: async (saved) => {
      setNotice(t('contractsMore.documents.uploaded', { name: saved.fileName }));
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const download = useMutation({
    mutationFn: (document: AccountDocument) => downloadContractDocument(lang, document),
  });
  const sent = new Set(documents.data?.map((d) => d.kind));
  const kinds = ACCOUNT_DOCUMENT_KINDS.filter((k) => k === 'OTHER' || !sent.has(k));

  return (
    <Stack gap="sm">
      <FormAlert message={notice} kind="success" />
      <FormAlert message={documents.error?.message ?? download.error?.message} />
      {canWrite && (
        <Group align="flex-end">
          <NativeSelect
            label={t('contractsMore.documents.kind')}
            value={kinds.includes(kind) ? kind : 'OTHER'}
            onChange={(e) => setKind(e.currentTarget.value as Kind)}
            data={kinds.map((k) => ({ value: k, label: t(`contractsMore.documents.kinds.${k}`) }))}
          />
          <FileInput
            label={t('contractsMore.documents.choose')}
            accept="application/pdf,image/png,image/jpeg"
            value={file}
            onChange={setFile}
            clearable
            w={320}
          />
          <Button
            disabled={file === null}
            loading={upload.isPending}
            onClick={() => {
              setNotice(null);
              if (!kinds.includes(kind)) setKind('OTHER');
              upload.mutate();
            }}
          >
            {t('contractsMore.documents.upload')}
          </Button>
        </Group>
      )}
      <FormAlert message={upload.error?.message} />
      {documents.data && documents.data.length === 0 && (
        <Text>{t('contractsMore.documents.none')}</Text>
      )}
      {documents.data && documents.data.length > 0 && (
        <Table striped aria-label={t('contractsMore.documents.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('contractsMore.documents.kind')}</Table.Th>
              <Table.Th>{t('contractsMore.documents.fileName')}</Table.Th>
              <Table.Th>{t('contractsMore.documents.size')}</Table.Th>
              <Table.Th>{t('contractsMore.documents.uploadedAt')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documents.data.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{t(`contractsMore.documents.kinds.${d.kind}`)}</Table.Td>
                <Table.Td>{d.fileName}</Table.Td>
                <Table.Td>{`${Math.max(1, Math.round(d.sizeBytes / 1024))} KB`}</Table.Td>
                <Table.Td>{formatSofiaDateTime(d.uploadedAt)}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" onClick={() => download.mutate(d)}>
                    {t('contractsMore.documents.download')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
