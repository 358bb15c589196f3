import { Suspense, useCallback, useEffect, useState } from 'react';
import { Button, Loader } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isVignettePeriod } from '@toll/domain/vignette-products';
import { lazyPage } from '../../../components/lazy-page';
import { Link } from 'react-router';
import { useLang } from '../../../i18n/use-lang';
import { LangLink } from '../../../components/lang-link';
import { SITE_PURCHASE, usePurchaseChannel } from '../../../purchase/purchase-channel';
import { useEffectiveFlags } from '../../feature-flags';
import { useProductCatalogue, PriceOverviewError } from '../../products';
import { useWizardState } from '../hooks/use-wizard-state';
import {
  goTo,
  nextDraft,
  withDetails,
  withEmail,
  withPeriod,
  withPresetPeriod,
  withPresetVehicle,
  withVehicleType,
  type VehicleDetails,
  type WizardState,
  type WizardStep,
} from '../model/wizard-state';
import { siteWizard, type WizardStore } from '../model/wizard-store';
import { PeriodStep } from './period-step';
import { createStepFocus, StepFocusContext } from './step-heading';
import { VehicleTypeStep } from './vehicle-type-step';
import { WizardProgress } from './wizard-progress';
import classes from './wizard.module.css';

// Steps 3-5 carry forms, the country list and the server check: loaded when the buyer gets there.
const LaterSteps = lazyPage(() => import('./later-steps').then((m) => m.LaterSteps));

/**
 * The address may preset the draft once, then leaves it: `?period=ANNUAL` (a product page's buy
 * button) chooses the period, `?country=BG&lpn=CA1234BX` (the check page, a reminder mail) the
 * vehicle.
 */
function useAddressPresets(store: WizardStore) {
  const [params, setParams] = useSearchParams();
  const period = params.get('period');
  const country = params.get('country');
  const lpn = params.get('lpn');
  useEffect(() => {
    if (period === null && country === null && lpn === null) return;
    store.update((state) => {
      const withVehicle = withPresetVehicle(state, { countryCode: country, lpn });
      return isVignettePeriod(period) ? withPresetPeriod(withVehicle, period) : withVehicle;
    });
    setParams(
      (current) => {
        for (const name of ['period', 'country', 'lpn']) current.delete(name);
        return current;
      },
      { replace: true },
    );
  }, [period, country, lpn, setParams, store]);
}

/**
 * The e-vignette purchase in five steps (spec §1, §2, §4): vehicle type, period, vehicle and
 * start, e-mail, review and cart. The draft and its step are kept for the tab (the site's draft,
 * or the counter's `store` in the back office; the cart is the purchase channel's).
 */
export function PurchaseWizard({ store = siteWizard }: { store?: WizardStore }) {
  const { t } = useTranslation();
  const lang = useLang();
  const channel = usePurchaseChannel();
  const state = useWizardState(store);
  const catalogue = useProductCatalogue();
  const { flags } = useEffectiveFlags();
  const salesOpen = !flags || (flags.SALES && flags.VIGNETTE);
  const [focus] = useState(createStepFocus);
  useAddressPresets(store);

  const change = useCallback(
    (next: (current: WizardState) => WizardState) => {
      focus.request();
      store.update(next);
    },
    [focus, store],
  );
  const go = (step: WizardStep) => change((current) => goTo(current, step));
  const keepDetails = useCallback(
    (details: VehicleDetails) => store.update((current) => ({ ...current, ...details })),
    [store],
  );
  const later = state.step !== 'vehicle' && state.step !== 'period';
  useEffect(() => {
    if (state.step !== 'vehicle') void LaterSteps.preload();
  }, [state.step]);

  let body;
  if (catalogue.isPending) body = <Loader aria-label={t('common.loading')} />;
  else if (catalogue.isError)
    body = (
      <PriceOverviewError
        detail={catalogue.error.message || t('common.unknownError')}
        onRetry={() => void catalogue.refetch()}
        retrying={catalogue.isFetching}
      />
    );
  else if (catalogue.data.categories.length === 0) body = <p>{t('priceOverview.empty')}</p>;
  else if (state.step === 'vehicle')
    body = (
      <VehicleTypeStep
        catalogue={catalogue.data}
        value={state.vehicleType}
        onNext={(type) => change((current) => withVehicleType(current, type))}
      />
    );
  else if (state.step === 'period')
    body = (
      <PeriodStep
        key={state.vehicleType}
        catalogue={catalogue.data}
        vehicleType={state.vehicleType}
        value={state.period}
        onBack={() => go('vehicle')}
        onNext={(period) => change((current) => withPeriod(current, period))}
      />
    );
  else
    body = (
      <Suspense fallback={<Loader aria-label={t('common.loading')} />}>
        <LaterSteps
          state={state}
          catalogue={catalogue.data}
          salesOpen={salesOpen}
          onGo={go}
          onDetailsChange={keepDetails}
          onDetails={(details) => change((current) => withDetails(current, details))}
          onEmail={(email) => change((current) => withEmail(current, email))}
          onAdded={(added) => change((current) => nextDraft(current, added))}
        />
      </Suspense>
    );

  return (
    <section
      className={classes.wizard}
      aria-label={t('wizard.title')}
      data-testid="purchase-wizard"
    >
      {state.added && !later && (
        <div className={classes.notice} role="status">
          <p>
            {t('wizard.added', {
              lpn: state.added.lpn,
              period: t(`wizard.periodName.${state.added.period}`),
            })}
          </p>
          {channel === SITE_PURCHASE ? (
            <Button component={LangLink} to="shopping-cart" size="compact-md">
              {t('wizard.toCart')}
            </Button>
          ) : (
            <Button component={Link} to={channel.pathOf('shopping-cart', lang)} size="compact-md">
              {t('wizard.toCart')}
            </Button>
          )}
        </div>
      )}
      {!salesOpen && (
        <p role="status" className={classes.message}>
          {t('wizard.salesPaused')}
        </p>
      )}
      <WizardProgress state={state} onGo={go} />
      <StepFocusContext value={focus}>
        <div className={classes.body}>{body}</div>
      </StepFocusContext>
    </section>
  );
}
