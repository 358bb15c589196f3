import '../../../site-kit/mantine-purchase-styles';
// the saved-vehicle picker of step 3
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import type { ProductCatalogue } from '@toll/contract/products';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { usePurchaseChannel } from '../../../purchase/purchase-channel';
import { useCart } from '../../../purchase/use-cart';
import { useSession } from '../../session';
import { findProduct } from '../model/catalogue-products';
import type { VehicleDetails, WizardState, WizardStep } from '../model/wizard-state';
import { DetailsStep } from './details-step';
import { EmailStep } from './email-step';
import { ReviewStep } from './review-step';

export type LaterStepsProps = {
  state: WizardState;
  catalogue: ProductCatalogue;
  salesOpen: boolean;
  onGo: (step: WizardStep) => void;
  onDetailsChange: (details: VehicleDetails) => void;
  onDetails: (details: VehicleDetails) => void;
  onEmail: (email: string) => void;
  onAdded: (added: NonNullable<WizardState['added']>) => void;
};

/**
 * Steps 3 to 5 (forms, countries, the server's check), loaded only when the buyer gets there, so the
 * home page carries just the first two steps.
 */
export function LaterSteps(props: LaterStepsProps) {
  const t = usePurchaseT();
  const { state, catalogue } = props;
  const cart = useCart(usePurchaseChannel().cart);
  const session = useSession();
  const product = findProduct(catalogue, state.vehicleType, state.period);
  if (!product || !state.period) return <p role="alert">{t('notOnSale')}</p>;
  switch (state.step) {
    case 'details':
      return (
        <DetailsStep
          state={state}
          period={state.period}
          onChange={props.onDetailsChange}
          onBack={() => props.onGo('period')}
          onNext={props.onDetails}
        />
      );
    case 'email':
      return (
        <EmailStep
          email={
            state.email || cart.email || (state.emailOptional ? '' : session?.user.email) || ''
          }
          optional={state.emailOptional}
          onBack={() => props.onGo('details')}
          onNext={props.onEmail}
        />
      );
    default:
      return (
        <ReviewStep
          state={state}
          product={product}
          salesOpen={props.salesOpen}
          onEdit={props.onGo}
          onAdded={props.onAdded}
        />
      );
  }
}
