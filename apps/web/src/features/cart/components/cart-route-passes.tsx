import { useState } from 'react';
import { Button } from '@mantine/core';
import { moneyPair } from '../../../components/amounts';
import { MoneyPairText } from '../../../components/money-pair';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import type { CartRoutePass } from '../../../purchase/cart-model';
import { ItemProblems } from './item-problems';
import { RoutePassVehicleForm } from './route-pass-vehicle-form';
import classes from './cart.module.css';

export type CartRoutePassesProps = {
  items: readonly CartRoutePass[];
  problems: Readonly<Record<number, readonly string[]>>;
  onRemove: (index: number) => void;
  onVehicle: (index: number, vehicle: { countryCode: string; lpn: string }) => void;
  /** Starts a pass whose chosen start has passed at the moment of payment instead. */
  onStartNow?: (index: number) => void;
  /** The passes whose chosen start has passed (`passedRoutePassStarts`). */
  passedStarts?: readonly number[];
};

/** The cart's route passes: route, 24-hour window, price, and the vehicle each is for. */
export function CartRoutePasses({
  items,
  problems,
  onRemove,
  onVehicle,
  onStartNow,
  passedStarts = [],
}: CartRoutePassesProps) {
  const t = usePurchaseT();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <ul className={classes.items}>
      {items.map((item, index) => {
        const name = t('cart.routePassName', { route: item.pointNames.join(' → ') });
        const messages = problems[index] ?? [];
        const hasVehicle = Boolean(item.lpn && item.countryCode);
        const passed = passedStarts.includes(index);
        return (
          <li
            key={item.id}
            className={classes.item}
            data-problem={messages.length > 0 || passed}
            data-testid="cart-route-pass"
          >
            <div>
              <h3 className={classes.itemTitle}>{name}</h3>
              <p className={classes.itemFacts}>
                {item.request.startTime
                  ? t('cart.validity', {
                      from: formatSofiaDateTime(item.validity.from),
                      to: formatSofiaDateTime(item.validity.to),
                    })
                  : t('cart.validityFromPayment')}
              </p>
              <p className={classes.itemFacts}>
                {hasVehicle
                  ? t('cart.vehicle', { lpn: item.lpn, country: item.countryCode })
                  : t('cart.vehicleMissing')}
              </p>
            </div>
            <div className={classes.itemSide}>
              <MoneyPairText {...moneyPair(item)} />
              {hasVehicle && editing !== item.id && (
                <Button variant="subtle" size="compact-sm" onClick={() => setEditing(item.id)}>
                  {t('cart.changeVehicle')}
                </Button>
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
            {(!hasVehicle || editing === item.id) && (
              <div className={classes.vehicle}>
                <RoutePassVehicleForm
                  index={index}
                  countryCode={item.countryCode}
                  lpn={item.lpn}
                  onSave={(vehicle) => {
                    onVehicle(index, vehicle);
                    setEditing(null);
                  }}
                  onTyped={(vehicle) => {
                    onVehicle(index, vehicle);
                    setEditing(item.id);
                  }}
                  onCancel={hasVehicle ? () => setEditing(null) : undefined}
                />
              </div>
            )}
            <ItemProblems id={`route-pass-problems-${index}`} messages={messages} />
            {passed && onStartNow && (
              <div className={classes.vehicle}>
                <Button size="compact-md" onClick={() => onStartNow(index)}>
                  {t('cart.startNow')}
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
