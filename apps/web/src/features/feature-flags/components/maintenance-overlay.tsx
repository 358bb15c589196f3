import { Modal, Text } from '@mantine/core';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import '../../../site-kit/mantine-overlay-styles';

/** Spec §2: while sales are paused (SALES off), the site says so over every page. */
export function MaintenanceOverlay() {
  const t = useSitePagesT();
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      title={t('maintenance.title')}
      data-testid="maintenance-overlay"
    >
      <Text>{t('maintenance.text')}</Text>
    </Modal>
  );
}
