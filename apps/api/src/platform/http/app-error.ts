export type ErrorParams = Record<string, string | number>;

export type ErrorDetail = { code: string; params?: ErrorParams; field?: string };

/**
 * A failure the caller can act on: an HTTP status and one or more catalogue keys (packages/i18n
 * errors.json). The error handler turns it into the JSON error shape in the caller's language.
 */
export class AppError extends Error {
  readonly details: ErrorDetail[];

  constructor(
    readonly status: number,
    details: ErrorDetail | ErrorDetail[],
    /** Headers of the error answer, e.g. `Retry-After` of a claim still leased by another. */
    readonly headers: Record<string, string> = {},
  ) {
    const list = Array.isArray(details) ? details : [details];
    super(list.map((d) => d.code).join(', '));
    this.name = 'AppError';
    this.details = list;
  }
}

export const badRequest = (code: string, params?: ErrorParams, field?: string) =>
  new AppError(400, { code, params, field });
export const notFound = (code = 'common.notFound', params?: ErrorParams) =>
  new AppError(404, { code, params });
export const conflict = (code: string, params?: ErrorParams) => new AppError(409, { code, params });
