import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  savedVehicleCreateSchema,
  savedVehicleDeletedSchema,
  savedVehicleDeleteSchema,
  savedVehicleListSchema,
  savedVehicleSchema,
  type SavedVehicle,
  type SavedVehicleCreate,
} from '@toll/contract/saved-vehicles';
import { savedVehicles } from '../../db/schema/saved-vehicles';
import type { App } from '../../platform/app-types';
import { constraintViolation } from '../../platform/db/constraint-error';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';

const tags = ['User'];
type Row = typeof savedVehicles.$inferSelect;

const toVehicle = (row: Row): SavedVehicle => ({
  id: row.id,
  countryCode: row.countryCode,
  lpn: row.plate,
  vehicleType: row.vehicleType as SavedVehicle['vehicleType'],
  label: row.label,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A signed-in user's saved vehicles (spec §7): always the caller's own, by the session. The
 * database keeps a plate once per user and country and at most 50 per user; a delete names ids of
 * the caller's own vehicles, all of them or nothing.
 */
export function createSavedVehicles(db: Db) {
  return {
    async list(userId: number): Promise<SavedVehicle[]> {
      const rows = await db
        .select()
        .from(savedVehicles)
        .where(eq(savedVehicles.userId, userId))
        .orderBy(asc(savedVehicles.createdAt), asc(savedVehicles.id));
      return rows.map(toVehicle);
    },

    async create(userId: number, body: SavedVehicleCreate): Promise<SavedVehicle> {
      try {
        const [row] = await db
          .insert(savedVehicles)
          .values({
            userId,
            countryCode: body.countryCode,
            plate: body.lpn,
            vehicleType: body.vehicleType,
            label: body.label,
          })
          .returning();
        return toVehicle(row!);
      } catch (error) {
        const violation = constraintViolation(error);
        if (violation?.constraint === 'saved_vehicles_once')
          throw new AppError(409, { code: 'savedVehicle.duplicate', params: { plate: body.lpn }, field: 'lpn' }); // prettier-ignore
        if (violation?.constraint === 'saved_vehicles_limit')
          throw new AppError(409, { code: 'savedVehicle.limit', params: { max: 50 } });
        if (violation?.code === '23503')
          throw new AppError(400, { code: 'validation.invalidCountry', field: 'countryCode' });
        throw error;
      }
    },

    async remove(userId: number, idList: readonly number[]): Promise<{ deleted: number }> {
      const ids = [...new Set(idList)];
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(savedVehicles)
          .where(and(eq(savedVehicles.userId, userId), inArray(savedVehicles.id, ids)))
          .returning({ id: savedVehicles.id });
        // another user's id, or one already gone: nothing is deleted
        if (deleted.length !== ids.length)
          throw new AppError(404, { code: 'savedVehicle.notFound', field: 'idList' });
        return { deleted: deleted.length };
      });
    },
  };
}

export type SavedVehiclesService = ReturnType<typeof createSavedVehicles>;

const userOf = (request: FastifyRequest) => request.principal!.id;

export function registerSavedVehicleRoutes(app: App, vehicles: SavedVehiclesService) {
  const config = { access: 'saved-vehicles' as const, owner: 'self' as const };
  app.get(
    '/vehicles',
    {
      config,
      schema: {
        tags,
        summary: "The signed-in user's saved vehicles",
        response: { 200: savedVehicleListSchema },
      },
    },
    (request) => vehicles.list(userOf(request)),
  );

  app.post(
    '/vehicles/create',
    {
      config,
      schema: {
        tags,
        summary: 'Save a vehicle (country, plate, vignette vehicle type, a label); once per plate',
        body: savedVehicleCreateSchema,
        response: { 201: savedVehicleSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await vehicles.create(userOf(request), request.body)),
  );

  app.post(
    '/vehicles/delete',
    {
      config: { ...config, owner: { by: 'self', ids: { idList: 'saved-vehicle' } } },
      schema: {
        tags,
        summary: 'Delete saved vehicles by id (idList): all of them, or none when one is not yours',
        body: savedVehicleDeleteSchema,
        response: { 200: savedVehicleDeletedSchema },
      },
    },
    (request) => vehicles.remove(userOf(request), request.body.idList),
  );
}
