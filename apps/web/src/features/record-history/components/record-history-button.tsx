import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { RecordHistory, type RecordHistoryProps } from './record-history';

/** A "History" button that opens a record's change history in the shared modal, for any record screen. */
export function RecordHistoryButton(props: Omit<RecordHistoryProps, 'labelledBy'>) {
  const { t } = useTranslation('office');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('history.button')}
      </Button>
      <AppModal opened={open} onClose={() => setOpen(false)} title={t('history.title')} size="xl">
        <RecordHistory {...props} />
      </AppModal>
    </>
  );
}
