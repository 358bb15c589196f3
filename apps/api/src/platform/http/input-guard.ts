import type { FastifyInstance } from 'fastify';
import { findUnstorable } from '../storable';
import { AppError } from './app-error';

/**
 * No client text may carry a character the database cannot store (NUL, a lone UTF-16 surrogate):
 * such input answers 400 `validation.invalidCharacters` naming the field, before any schema or
 * handler sees it, for every route (JSON and form bodies, query strings, path parameters).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = [
      ['body', request.body],
      ['querystring', request.query],
      ['params', request.params],
    ] as const;
    for (const [context, value] of parts) {
      const path = findUnstorable(value);
      if (path !== null)
        throw new AppError(400, { code: 'validation.invalidCharacters', field: path || context });
    }
  });
}
