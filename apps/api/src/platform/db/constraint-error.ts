/**
 * The SQLSTATE and constraint name of a database error (node-postgres or PGlite, possibly wrapped
 * by drizzle as the `cause`), so a service can answer a refused write with its catalogue key.
 */
export type ConstraintViolation = { code: string; constraint: string | null };

export function constraintViolation(error: unknown): ConstraintViolation | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^23[0-9A-Z]{3}$/.test(e.code))
      return {
        code: e.code,
        constraint: typeof e.constraint === 'string' ? e.constraint : null,
      };
    current = e.cause;
  }
  return null;
}
