import type { Money } from '@toll/domain/money';
import { formatMoney } from '@toll/domain/money-format';
import { useLang } from '../i18n/use-lang';
import classes from './money-pair.module.css';

export type MoneyPairProps = { primary: Money; secondary?: Money | null };

/** An amount in its primary currency, with the second currency after it in smaller text. */
export function MoneyPairText({ primary, secondary }: MoneyPairProps) {
  const lang = useLang();
  return (
    <span className={classes.pair}>
      <span className={classes.primary}>{formatMoney(primary, lang)}</span>
      {secondary && <span className={classes.secondary}>{formatMoney(secondary, lang)}</span>}
    </span>
  );
}
