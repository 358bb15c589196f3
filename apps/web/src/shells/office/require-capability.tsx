import type { ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Capability } from '@toll/domain/access-rules';
import type { OfficeScreenId } from './office-nav';
import { NoAccessPage } from './office-status-pages';
import { useOfficeAccess } from '../../features/office-access/use-office-access';

/**
 * A back-office screen for users with its capability (packages/domain access table); the others
 * see the "no access" page in place, with the address kept (never a blank page or a silent
 * redirect). The shift rule waits for the user's points of sale.
 */
export function RequireCapability({
  capability,
  screen,
  children,
}: {
  capability: Capability;
  screen: OfficeScreenId;
  children: ReactNode;
}) {
  const { t } = useTranslation('office');
  const { capabilities, posPending } = useOfficeAccess();
  if (capabilities.has(capability)) return children;
  if (capability === 'cashier-shift' && posPending)
    return <Loader m="xl" aria-label={t('common.loading')} />;
  return <NoAccessPage screen={screen} />;
}
