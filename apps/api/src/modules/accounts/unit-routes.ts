import { massDepositBodySchema, massDepositRequestSchema } from '@toll/contract/account-documents';
import {
  unitVerificationBodySchema,
  unitVerificationSchema,
} from '@toll/contract/unit-verification';
import type { App } from '../../platform/app-types';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { payMassDeposit } from './mass-deposit';
import { verifySingleUnit, type DeviceOnUnit } from './unit-verification';

/** POST /accountUnits/singleUnitVerification (spec §7): reads only. */
export function registerUnitVerificationRoute(app: App, db: Db, deviceOn: DeviceOnUnit) {
  app.post(
    '/accountUnits/singleUnitVerification',
    {
      config: { access: 'vehicle-management', owner: 'agency' },
      schema: {
        tags: ['Account units'],
        summary:
          'Is this vehicle of this contract ready to be charged? (account_id, unit_id; each condition with its verdict)',
        body: unitVerificationBodySchema,
        response: { 200: unitVerificationSchema },
      },
    },
    (request) => verifySingleUnit(db, deviceOn, request.body, request.actor),
  );
}

/** POST /accountUnits/massDepositPayment (spec §7). */
export function registerMassDepositRoute(app: App, db: Db, clock: Clock) {
  app.post(
    '/accountUnits/massDepositPayment',
    {
      config: { access: 'units.write', owner: 'agency' },
      schema: {
        tags: ['Account units'],
        summary:
          'Pay the deposit of every device of a contract (or of the chosen vehicles) as one payment from its prepaid balance, booked in the ledger',
        body: massDepositBodySchema,
        response: { 201: massDepositRequestSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await payMassDeposit(db, clock, request.body, request.actor)), // prettier-ignore
  );
}
