import { useState } from 'react';
import { Alert, Button, Code, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mstsKeyRequestSchema, type MstsKeyInfo } from '@toll/contract/msts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-alert';
import { SecretShownOnceDialog } from '../../components/secret-shown-once-dialog';
import { useSchemaForm } from '../../forms/use-schema-form';
import { formatSofiaDateTime } from '../../i18n/format-sofia-time';
import { useLang } from '../../i18n/use-lang';
import { issueMstsKey, listMstsKeys, MSTS_KEY, revokeMstsKey } from './msts-api';

/**
 * The outside toll service's API keys (`msts.keys`: the admin): listed with their prefix, last use
 * and revocation; a new key is shown once (with a copy button); a key is revoked after a
 * confirmation, and the batch API refuses it from the next call on.
 */
export function MstsKeys() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const client = useQueryClient();
  const { form, formError, fail, submitWith } = useSchemaForm(mstsKeyRequestSchema, {
    defaultValues: { name: '' },
    fields: ['name'],
  });
  const [issued, setIssued] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<MstsKeyInfo | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const keys = useQuery({
    queryKey: [...MSTS_KEY, 'keys', lang],
    queryFn: ({ signal }) => listMstsKeys(lang, signal),
  });
  const refresh = () => client.invalidateQueries({ queryKey: [...MSTS_KEY, 'keys'] });
  const issue = useMutation({
    mutationFn: (name: string) => issueMstsKey(lang, name),
    onSuccess: async (key) => {
      form.reset({ name: '' });
      setDone(null);
      setIssued(key.key);
      await refresh();
    },
    onError: fail,
  });
  const revoke = useMutation({
    mutationFn: (key: MstsKeyInfo) => revokeMstsKey(lang, key.id),
    onSuccess: async (answer) => {
      setRevoking(null);
      setDone(answer.message);
      await refresh();
    },
  });
  const issueKey = submitWith(({ name }) => issue.mutate(name));
  const items = keys.data?.items ?? [];
  return (
    <Stack gap="sm" data-testid="msts-keys">
      <Text>{t('msts.keysIntro')}</Text>
      <FormAlert message={keys.error?.message ?? null} />
      {done && (
        <Alert color="green" withCloseButton onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {keys.isSuccess && items.length === 0 ? (
        <Text c="gray.7">{t('msts.keysNone')}</Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('msts.keyName')}</Table.Th>
              <Table.Th>{t('msts.keyPrefix')}</Table.Th>
              <Table.Th>{t('msts.keyCreatedAt')}</Table.Th>
              <Table.Th>{t('msts.keyLastUsedAt')}</Table.Th>
              <Table.Th>{t('msts.keyRevokedAt')}</Table.Th>
              <Table.Th aria-label={t('msts.keyRevoke')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((key) => (
              <Table.Tr key={key.id}>
                <Table.Td>{key.name}</Table.Td>
                <Table.Td>
                  <Code>{key.keyPrefix}…</Code>
                </Table.Td>
                <Table.Td>{formatSofiaDateTime(key.createdAt)}</Table.Td>
                <Table.Td>
                  {key.lastUsedAt ? formatSofiaDateTime(key.lastUsedAt) : t('msts.keyNeverUsed')}
                </Table.Td>
                <Table.Td>{key.revokedAt ? formatSofiaDateTime(key.revokedAt) : ''}</Table.Td>
                <Table.Td>
                  {!key.revokedAt && (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => setRevoking(key)}
                      aria-label={t('msts.keyRevokeNamed', { name: key.name })}
                    >
                      {t('msts.keyRevoke')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <form noValidate onSubmit={issueKey}>
        <FormAlert message={formError} />
        <Group align="flex-end">
          <TextInput
            label={t('msts.keyName')}
            maxLength={100}
            required
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <Button type="submit" loading={issue.isPending}>
            {t('msts.keyIssue')}
          </Button>
        </Group>
      </form>
      <SecretShownOnceDialog
        secret={issued}
        title={t('msts.keyIssuedTitle')}
        text={t('msts.keyIssuedText')}
        copyLabel={t('msts.keyCopy')}
        copiedLabel={t('msts.keyCopied')}
        testId="issued-msts-key"
        onClose={() => setIssued(null)}
      />
      <ConfirmDialog
        opened={revoking !== null}
        title={t('msts.keyRevokeTitle')}
        message={t('msts.keyRevokeConfirm', { name: revoking?.name ?? '' })}
        busy={revoke.isPending}
        error={revoke.error?.message}
        onCancel={() => {
          revoke.reset();
          setRevoking(null);
        }}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking);
        }}
      />
    </Stack>
  );
}
