import { Button, Text } from '@mantine/core';
import type { VignettePeriod } from '@toll/domain/vignette-products';
import { LangLink } from '../../../components/lang-link';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { useEffectiveFlags } from '../../feature-flags';

export type BuyVignetteButtonProps = { period?: VignettePeriod; label: string };

/**
 * Into the purchase wizard, with a period chosen (`buy-vignette?period=ANNUAL`). While sales are
 * paused (SALES or VIGNETTE off) it is a disabled button with the reason beside it.
 */
export function BuyVignetteButton({ period, label }: BuyVignetteButtonProps) {
  const t = usePurchaseT();
  const { flags } = useEffectiveFlags();
  const open = !flags || (flags.SALES && flags.VIGNETTE);
  if (!open)
    return (
      <div>
        <Button size="md" disabled>
          {label}
        </Button>
        <Text size="sm" mt="xs">
          {t('salesPaused')}
        </Text>
      </div>
    );
  return (
    <Button
      component={LangLink}
      to={period ? `buy-vignette?period=${period}` : 'buy-vignette'}
      size="md"
    >
      {label}
    </Button>
  );
}
