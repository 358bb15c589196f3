import { useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { Product } from '@toll/contract/products';
import { MAX_CART_VIGNETTES } from '@toll/contract/sales';
import { useLang } from '../../../i18n/use-lang';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { useCart } from '../../../purchase/use-cart';
import { withEmail, withVignette } from '../../../purchase/cart-model';
import { usePurchaseChannel } from '../../../purchase/purchase-channel';
import { useActiveVignettesCheck } from '../../../purchase/check-active-vignettes';
import { cartDrafts } from '../../../purchase/cart-drafts';
import { cartVignette, wizardDraft } from '../model/vignette-draft';
import type { WizardState, WizardStep } from '../model/wizard-state';
import { DraftSummary } from './draft-summary';
import { DraftVerdict } from './draft-verdict';
import { StepHeading } from './step-heading';
import classes from './wizard.module.css';

export type ReviewStepProps = {
  state: WizardState;
  product: Product;
  salesOpen: boolean;
  onEdit: (step: WizardStep) => void;
  onAdded: (added: NonNullable<WizardState['added']>) => void;
};

/**
 * Step 5: the draft, checked by the server together with the cart's vignettes (so an overlap with
 * another draft for the same vehicle shows here), with its window and price; into the cart, then to
 * payment or on to another vignette (several vignettes go in one payment).
 */
export function ReviewStep({ state, product, salesOpen, onEdit, onAdded }: ReviewStepProps) {
  const t = usePurchaseT();
  const lang = useLang();
  const navigate = useNavigate();
  const channel = usePurchaseChannel();
  const cart = useCart(channel.cart);
  const draft = wizardDraft(state, product.id);
  const [items] = useState(() => [...cartDrafts(cart), draft]);
  const check = useActiveVignettesCheck(items);
  const verdict = check.data?.items.find((item) => item.index === items.length - 1) ?? null;
  const full = cart.vignettes.length >= MAX_CART_VIGNETTES;
  const canAdd = salesOpen && !full && verdict?.ok === true;

  const add = (then: 'pay' | 'another') => {
    if (!canAdd) return;
    channel.cart.update((current) =>
      withEmail(
        withVignette(
          current,
          cartVignette(draft, product, verdict, crypto.randomUUID(), new Date()),
        ),
        state.email,
      ),
    );
    onAdded({ lpn: verdict.lpn, period: product.validityType });
    if (then === 'pay') void navigate(channel.pathOf('shopping-cart', lang));
  };

  return (
    <div>
      <StepHeading id="wizard-step-review">{t('review.title')}</StepHeading>
      <DraftSummary state={state} product={product} onEdit={onEdit} />
      <DraftVerdict check={check} verdict={verdict} />
      {full && (
        <Alert color="blue" mt="md">
          {t('review.cartFull', { max: MAX_CART_VIGNETTES })}
        </Alert>
      )}
      {!salesOpen && (
        <Alert color="blue" mt="md">
          {t('salesPaused')}
        </Alert>
      )}
      <div className={classes.actions}>
        <Button variant="default" onClick={() => onEdit('email')}>
          {t('back')}
        </Button>
        <Button onClick={() => add('pay')} disabled={!canAdd}>
          {t('review.addAndPay')}
        </Button>
        <Button variant="outline" onClick={() => add('another')} disabled={!canAdd}>
          {t('review.addAndAnother')}
        </Button>
      </div>
    </div>
  );
}
