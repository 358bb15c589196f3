import type { Logger } from 'pino';
import type { Deps } from '../../platform/app-types';
import { createCatalogService } from '../catalog/service';
import { createDelictPayments } from '../delicts/delict-payments';
import { obtainOwnerIdHasher } from '../delicts/owner-id';
import type { CardGateway } from '../payments/gateway/card-gateway';
import { createRoutePassService, createTariffSource } from '../route-passes/service';
import { createSalesModule, type SalesModule } from './sales-module';

/**
 * The sales module for a process: the HTTP app serves its routes, and every process that runs
 * jobs starts its payment workers (status checks, reversals).
 */
export async function createSalesRuntime(
  deps: Deps,
  logger: Logger,
  gateway: CardGateway,
): Promise<SalesModule> {
  const { database, clock, config, jobs } = deps;
  const db = database.db;
  return createSalesModule({
    db,
    clock,
    jobs,
    logger,
    flags: config.featureFlags,
    gateway,
    catalog: createCatalogService(db, config.featureFlags, clock),
    routePasses: createRoutePassService(
      { flags: config.featureFlags, clock },
      createTariffSource(db, clock),
    ),
    delicts: createDelictPayments({ db, hashOwnerId: await obtainOwnerIdHasher(db) }),
  });
}
