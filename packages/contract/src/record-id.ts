import { z } from 'zod';

/**
 * The largest id a PostgreSQL `integer` column holds. A larger number names no record, and the
 * database would refuse to compare with it: schemas bound ids here, so it answers 400, not 500.
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record's id in a JSON body. */
export const recordIdSchema = z.number().int().positive().max(MAX_RECORD_ID);

/** A record's id in an address or query string (text coerced to a number). */
export const recordIdTextSchema = z.coerce.number().int().positive().max(MAX_RECORD_ID);
