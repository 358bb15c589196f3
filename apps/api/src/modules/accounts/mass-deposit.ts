import type { FastifyRequest } from 'fastify';
import { massDepositBodySchema, massDepositRequestSchema } from '@toll/contract/account-documents';
import { accountDepositRequests } from '../../db/schema/charging-sync';
import type { App } from '../../platform/app-types';
import { audit } from '../../platform/audit';
import { constraintViolation } from '../../platform/db/constraint-error';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import * as repo from './repo';

/**
 * The one place a mass deposit is asked for (spec §7 `massDepositPayment`): the contract must be
 * open and have vehicles (§8 "no vehicles attached"); one open request per contract. The request
 * is recorded (audited); the money issue's ledger prices it per device and books it. Until the
 * devices issue lands, the active vehicles stand for the devices.
 */
export async function requestMassDeposit(db: Db, accountId: number, request: FastifyRequest) {
  try {
    return await db.transaction(async (tx) => {
      const account = await repo.findAccount(tx, accountId, true);
      if (!account) throw new AppError(404, { code: 'contract.notFound', field: 'accountId' });
      if (account.status === 'CLOSED' || account.status === 'PRE_CLOSED')
        throw new AppError(409, { code: 'contract.closedForChanges' });
      const units = (await repo.unitsOfAccount(tx, accountId)).filter((u) => u.status === 'ACTIVE');
      if (units.length === 0) throw new AppError(409, { code: 'contract.noVehiclesAttached' });
      const [row] = await tx
        .insert(accountDepositRequests)
        .values({ accountId, unitCount: units.length, requestedBy: request.principal?.id ?? null })
        .returning();
      const answer = {
        id: row!.id,
        accountId,
        unitCount: row!.unitCount,
        status: 'REQUESTED' as const,
        requestedAt: row!.requestedAt.toISOString(),
      };
      await audit(tx, request, { action: 'account.mass-deposit', entity: 'account', entityId: accountId, after: answer }); // prettier-ignore
      return answer;
    });
  } catch (error) {
    if (constraintViolation(error)?.constraint === 'account_deposit_requests_one_open')
      throw new AppError(409, { code: 'chargingSync.depositAlreadyRequested' });
    throw error;
  }
}

export function registerMassDepositRoute(app: App, db: Db) {
  app.post(
    '/accountUnits/massDepositPayment',
    {
      config: { access: 'units.write' },
      schema: {
        tags: ['Account units'],
        summary:
          'Ask for the deposit of every device of a contract as one payment (recorded; the ledger books it)',
        body: massDepositBodySchema,
        response: { 201: massDepositRequestSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await requestMassDeposit(db, request.body.accountId, request)),
  );
}
