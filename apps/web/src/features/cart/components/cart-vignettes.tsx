import { Button } from '@mantine/core';
import type { VignetteCheckItem } from '@toll/contract/sales';
import { moneyPair } from '../../../components/amounts';
import { MoneyPairText } from '../../../components/money-pair';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import type { CartVignette } from '../../../purchase/cart-model';
import { ItemProblems } from './item-problems';
import classes from './cart.module.css';

export type CartVignettesProps = {
  items: readonly CartVignette[];
  /** The server's verdicts by index, when known. */
  verdicts: readonly (VignetteCheckItem | undefined)[];
  /** A refused payment's messages by index. */
  problems: Readonly<Record<number, readonly string[]>>;
  onRemove: (index: number) => void;
};

/** The cart's vignettes with the server's window, price and problems for each. */
export function CartVignettes({ items, verdicts, problems, onRemove }: CartVignettesProps) {
  const t = usePurchaseT();
  return (
    <ul className={classes.items}>
      {items.map((item, index) => {
        const verdict = verdicts[index];
        const validity = verdict?.validity ?? item.validity;
        const price = verdict?.price ?? item.price;
        const amounts = verdict?.currencyAmount ?? item.currencyAmount;
        const messages = [
          ...(verdict?.errors.map((error) => error.message) ?? []),
          ...(problems[index] ?? []),
        ];
        const name = t('cart.vignetteName', {
          period: verdict?.periodText ?? item.periodText,
          lpn: item.lpn,
        });
        return (
          <li
            key={item.id}
            className={classes.item}
            data-problem={messages.length > 0}
            data-testid="cart-vignette"
          >
            <div>
              <h3 className={classes.itemTitle}>{name}</h3>
              <p className={classes.itemFacts}>
                {t(`vehicleType.${item.vehicleType}`)} · {item.lpn} ({item.countryCode})
              </p>
              <p className={classes.itemFacts}>
                {validity
                  ? t('cart.validity', {
                      from: formatSofiaDateTime(validity.from),
                      to: formatSofiaDateTime(validity.to),
                    })
                  : item.activationDate
                    ? t('cart.startsAt', { at: formatSofiaDateTime(item.activationDate) })
                    : t('cart.startsOnPayment')}
              </p>
            </div>
            <div className={classes.itemSide}>
              {price && amounts && (
                <MoneyPairText {...moneyPair({ price, currencyAmount: amounts })} />
              )}
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                onClick={() => onRemove(index)}
                aria-label={t('cart.removeItem', { item: name })}
              >
                {t('cart.remove')}
              </Button>
            </div>
            <ItemProblems id={`vignette-problems-${index}`} messages={messages} />
          </li>
        );
      })}
    </ul>
  );
}
