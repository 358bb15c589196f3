import { createContext, use, useEffect, useRef, type ReactNode } from 'react';
import classes from './wizard.module.css';

/** Asks the next step's heading to take the focus (after the buyer moved, never on page load). */
export type StepFocus = { request: () => void; take: () => boolean };

export function createStepFocus(): StepFocus {
  let requested = false;
  return {
    request: () => void (requested = true),
    take: () => {
      const was = requested;
      requested = false;
      return was;
    },
  };
}

export const StepFocusContext = createContext<StepFocus>(createStepFocus());

/**
 * A step's title. When the buyer moves to another step it takes the focus, so keyboard and screen
 * reader users continue at the top of the new step.
 */
export function StepHeading({ id, children }: { id: string; children: ReactNode }) {
  const focus = use(StepFocusContext);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus.take()) ref.current?.focus();
  }, [focus]);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className={classes.stepTitle}>
      {children}
    </h2>
  );
}
