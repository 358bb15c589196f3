import type { ReactNode } from 'react';
import classes from './wizard.module.css';

export type Choice<T extends string> = {
  value: T;
  name: string;
  hint?: string;
  icon?: ReactNode;
  aside?: ReactNode;
};

export type ChoiceListProps<T extends string> = {
  name: string;
  labelledBy: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  describedBy?: string;
};

/**
 * One choice out of several, as native radio buttons drawn as cards: arrow keys move between them,
 * and screen readers announce the group by the step's title.
 */
export function ChoiceList<T extends string>(props: ChoiceListProps<T>) {
  const { name, labelledBy, choices, value, onChange, describedBy } = props;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={classes.choices}
    >
      {choices.map((choice) => (
        <label key={choice.value} className={classes.choice} data-value={choice.value}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.icon && <span className={classes.choiceIcon}>{choice.icon}</span>}
          <span className={classes.choiceText}>
            <span className={classes.choiceName}>{choice.name}</span>
            {choice.hint && <span className={classes.choiceHint}>{choice.hint}</span>}
          </span>
          {choice.aside && <span className={classes.choicePrice}>{choice.aside}</span>}
        </label>
      ))}
    </div>
  );
}
