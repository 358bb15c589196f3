import { Skeleton } from '@mantine/core';
import classes from './price-overview.module.css';

const ROWS = [0, 1, 2, 3, 4, 5];

/** Placeholder cards of the same size as the loaded overview, so nothing moves when prices arrive. */
export function PriceOverviewSkeleton() {
  return (
    <div className={classes.grid} aria-hidden="true">
      {[0, 1].map((card) => (
        <div key={card} className={classes.card}>
          <div className={classes.cardTitle}>
            <Skeleton height="1.5em" width="55%" />
          </div>
          <div className={classes.cardText}>
            <Skeleton height="1em" mb={4} />
            <Skeleton height="1em" width="70%" />
          </div>
          {ROWS.map((row) => (
            <div key={row} className={classes.row}>
              <Skeleton height={16} width="35%" />
              <Skeleton height={16} width="30%" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
