import type { VignettePeriod } from '@toll/domain/vignette-products';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { previewWindow, type StartChoice } from '../../../purchase/start-choice';

export type ValidityPreviewProps = { period: VignettePeriod; choice: StartChoice; now: Date };

/** The window the draft would get, as computed here; the server's answer in step 5 decides. */
export function ValidityPreview({ period, choice, now }: ValidityPreviewProps) {
  const t = usePurchaseT();
  const span = previewWindow(period, choice, now);
  return (
    <p data-testid="validity-preview">
      {span
        ? t(choice.startMode === 'payment' ? 'details.previewNow' : 'details.preview', {
            from: formatSofiaDateTime(span.from),
            to: formatSofiaDateTime(span.to),
          })
        : t('details.previewMissing')}
    </p>
  );
}
