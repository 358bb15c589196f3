import { Button, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { partnerPos, POS_MANAGEMENT_KEY, restorePos } from '../api/pos-management-api';

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

/** A partner's deleted points of sale (GET /pos/{partnerId}/all?deleted=true), restored one by one. */
export function DeletedPosModal(props: {
  partnerId: number;
  partnerName: string;
  onClose: () => void;
  onRestored: () => void;
}) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const all = useQuery({
    queryKey: [...POS_MANAGEMENT_KEY, 'partner', props.partnerId, lang],
    queryFn: ({ signal }) => partnerPos(lang, props.partnerId, signal),
  });
  const restore = useMutation({
    mutationFn: (id: number) => restorePos(lang, id),
    onSuccess: () => {
      void all.refetch();
      props.onRestored();
    },
  });
  const deleted = (all.data ?? []).filter((pos) => pos.deleted);
  return (
    <AppModal
      opened
      onClose={props.onClose}
      title={t('posManagement.deletedOf', { partner: props.partnerName })}
    >
      <Stack gap="sm">
        <FormAlert message={errorText(all.error) ?? errorText(restore.error)} />
        {all.isSuccess && deleted.length === 0 && <Text>{t('posManagement.noneDeleted')}</Text>}
        {deleted.length > 0 && (
          <Table>
            <Table.Tbody>
              {deleted.map((pos) => (
                <Table.Tr key={pos.id}>
                  <Table.Td>{pos.code}</Table.Td>
                  <Table.Td>{pos.name}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      loading={restore.isPending}
                      onClick={() => restore.mutate(pos.id)}
                    >
                      {t('posManagement.restore')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </AppModal>
  );
}
