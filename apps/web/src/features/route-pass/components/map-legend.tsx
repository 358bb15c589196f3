import { useTranslation } from 'react-i18next';
import { ROAD_STYLES, ROUTE_COLOUR } from './road-styles';
import classes from './route-pass.module.css';

/** What the colours of the map mean. */
export function MapLegend() {
  const { t } = useTranslation('route-pass');
  const items = [
    [ROAD_STYLES.motorway.color, t('map.legendMotorway')],
    [ROAD_STYLES.first.color, t('map.legendFirst')],
    [ROAD_STYLES.second.color, t('map.legendSecond')],
    [ROAD_STYLES.local.color, t('map.legendLocal')],
    [ROUTE_COLOUR, t('map.legendRoute')],
  ] as const;
  return (
    <ul className={classes.legend}>
      {items.map(([colour, label]) => (
        <li key={label}>
          <span className={classes.swatch} style={{ background: colour }} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
