import { useState } from 'react';
import { Button, Code, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { PartnerApiKey } from '@toll/contract/partners';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { SecretShownOnceDialog } from '../../../components/secret-shown-once-dialog';
import { errorText } from '../../../forms/error-text';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { usePartnersT } from '../../../i18n/partners-bundle';
import { useLang } from '../../../i18n/use-lang';
import { issueApiKey, revokeApiKey } from '../api/api-keys';

export type PartnerApiKeysProps = {
  partnerId: number;
  keys: readonly PartnerApiKey[];
  /** Issue and revoke (admins); others only see the keys. */
  manage: boolean;
  onChanged: (message: string | null) => void;
};

/**
 * The partner's keys for the reseller API: issued once and shown once (a message dialog with a
 * copy button), listed with their last use, revoked after a confirmation.
 */
export function PartnerApiKeys({ partnerId, keys, manage, onChanged }: PartnerApiKeysProps) {
  const t = usePartnersT();
  const lang = useLang();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [issued, setIssued] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<PartnerApiKey | null>(null);
  const issue = useMutation({
    mutationFn: () => issueApiKey(lang, partnerId, name.trim()),
    onSuccess: (key) => {
      setName('');
      setIssued(key.key);
      onChanged(null);
    },
  });
  const revoke = useMutation({
    mutationFn: (key: PartnerApiKey) => revokeApiKey(lang, key.id),
    onSuccess: (answer) => {
      setRevoking(null);
      onChanged(answer.message);
    },
  });
  const issueKey = () => {
    if (name.trim() === '') setNameError(errorText({ code: 'validation.required' }));
    else {
      setNameError(null);
      issue.mutate();
    }
  };
  const when = (value: string | null) => (value ? formatSofiaDateTime(value) : t('apis.never'));

  return (
    <Stack gap="sm">
      <Text>{t('apis.intro')}</Text>
      {keys.length === 0 ? (
        <Text c="gray.7">{t('apis.none')}</Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('apis.name')}</Table.Th>
              <Table.Th>{t('apis.prefix')}</Table.Th>
              <Table.Th>{t('apis.createdAt')}</Table.Th>
              <Table.Th>{t('apis.lastUsedAt')}</Table.Th>
              <Table.Th>{t('apis.revokedAt')}</Table.Th>
              {manage && <Table.Th aria-label={t('apis.revoke')} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.map((key) => (
              <Table.Tr key={key.id}>
                <Table.Td>{key.name}</Table.Td>
                <Table.Td>
                  <Code>{key.keyPrefix}…</Code>
                </Table.Td>
                <Table.Td>{formatSofiaDateTime(key.createdAt)}</Table.Td>
                <Table.Td>{when(key.lastUsedAt)}</Table.Td>
                <Table.Td>{key.revokedAt ? formatSofiaDateTime(key.revokedAt) : ''}</Table.Td>
                {manage && (
                  <Table.Td>
                    {!key.revokedAt && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => setRevoking(key)}
                      >
                        {t('apis.revoke')}
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {manage && (
        // Not a <form>: the panel sits inside the partner's tabbed form, and forms do not nest.
        <div>
          <FormAlert message={issue.error?.message} />
          <Group align="flex-end">
            <TextInput
              label={t('apis.name')}
              value={name}
              maxLength={100}
              required
              error={nameError}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Button loading={issue.isPending} onClick={issueKey}>
              {t('apis.issue')}
            </Button>
          </Group>
        </div>
      )}
      <SecretShownOnceDialog
        secret={issued}
        title={t('apis.issuedTitle')}
        text={t('apis.issuedText')}
        copyLabel={t('apis.copy')}
        copiedLabel={t('apis.copied')}
        testId="issued-api-key"
        onClose={() => setIssued(null)}
      />
      <ConfirmDialog
        opened={revoking !== null}
        title={t('apis.revokeTitle')}
        message={t('apis.revokeConfirm', { name: revoking?.name ?? '' })}
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
