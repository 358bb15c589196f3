import type { ReactNode } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type AppModalProps = Omit<ModalProps, 'title' | 'children'> & {
  title: string;
  children: ReactNode;
};

/**
 * The modal popup of spec §2, the base of every dialog: it closes on Escape, a click on the
 * backdrop and its labelled close button, keeps the focus inside while open and gives it back
 * to what opened it.
 */
export function AppModal({ title, children, ...props }: AppModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      centered
      closeOnEscape
      closeOnClickOutside
      returnFocus
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      {...props}
    >
      {children}
    </Modal>
  );
}
