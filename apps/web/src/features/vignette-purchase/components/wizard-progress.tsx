import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  reachableStep,
  stepIndex,
  WIZARD_STEPS,
  type WizardState,
  type WizardStep,
} from '../model/wizard-state';
import classes from './wizard.module.css';

export type WizardProgressProps = { state: WizardState; onGo: (step: WizardStep) => void };

/** The five steps: where the buyer is, and a way back (or forward) to every step already open. */
export function WizardProgress({ state, onGo }: WizardProgressProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('wizard.progress')}>
      <ol className={classes.progress}>
        {WIZARD_STEPS.map((step, index) => {
          const current = step === state.step;
          const open = !current && reachableStep(state, step) === step;
          const label = t(`wizard.steps.${step}`);
          return (
            <li
              key={step}
              className={classes.progressItem}
              aria-current={current ? 'step' : undefined}
            >
              <span className={classes.progressNumber} aria-hidden="true">
                {index + 1}
              </span>
              {open ? (
                <button type="button" className={classes.progressButton} onClick={() => onGo(step)}>
                  {label}
                </button>
              ) : (
                <span>{label}</span>
              )}
              {stepIndex(state.step) > index && <VisuallyHidden>{t('wizard.done')}</VisuallyHidden>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
