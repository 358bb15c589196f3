import type { MouseEvent } from 'react';
import type { PartnerListItem } from '@toll/contract/partners';
import type { ContextMenuItem } from '../../../components/context-menu';
import type { usePartnersT } from '../../../i18n/partners-bundle';
import type { PartnerRights } from '../use-partner-rights';
import type { StatusAction } from './partner-status-flow';

export type PartnerRowActions = {
  open: (partner: PartnerListItem) => void;
  status: (partner: PartnerListItem, action: StatusAction) => void;
  history: (partner: PartnerListItem) => void;
};

/** The right-click menu of a partner row: open, suspend or reactivate (as its status allows), history. */
export function partnerRowMenu(
  t: ReturnType<typeof usePartnersT>,
  rights: PartnerRights,
  partner: PartnerListItem,
  actions: PartnerRowActions,
): ContextMenuItem[] {
  const items: ContextMenuItem[] = [
    { label: t('menu.open'), onClick: () => actions.open(partner) },
  ];
  if (rights.write && partner.status === 'ACTIVE')
    items.push({
      label: t('menu.suspend'),
      danger: true,
      onClick: () => actions.status(partner, 'suspend'),
    });
  if (rights.write && (partner.status === 'SUSPENDED' || partner.status === 'INACTIVE'))
    items.push({
      label: t('menu.reactivate'),
      onClick: () => actions.status(partner, 'reactivate'),
    });
  items.push({ label: t('menu.history'), onClick: () => actions.history(partner) });
  return items;
}

export type RowMenuOpener = (event: MouseEvent, label: string, items: ContextMenuItem[]) => void;
