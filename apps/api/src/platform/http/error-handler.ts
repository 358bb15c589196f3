import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@toll/contract/errors';
import { resolveLang, type Lang } from '@toll/domain/languages';
import { formatMoney } from '@toll/domain/money-format';
import { hasMessage, translator } from '../i18n';
import { AppError, type ErrorDetail, type ErrorParams } from './app-error';
import { issueToDetail } from './validation-errors';

/** Fastify's own client errors, by code, to catalogue keys. */
const FASTIFY_CODES: Record<string, { status: number; code: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'common.payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'common.unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'common.invalidData' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'common.malformedJson' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'common.malformedJson' },
  FST_ERR_BAD_URL: { status: 400, code: 'common.invalidData' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'common.addressTooLong' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'common.invalidData' },
};

/** Connection-level database failures: the service is unavailable, not the request wrong. */
const UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '53300']);
/** node-postgres's pool found no free connection in time: the platform is overloaded. */
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';

/**
 * Whether the failure is the database being out of reach or out of connections, seen through the
 * wrappers a query builder puts around the driver's error (`cause`).
 */
export function isUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && UNAVAILABLE.has(e.code)) return true;
    if (e.message === POOL_TIMEOUT) return true;
    current = e.cause;
  }
  return false;
}

/**
 * Amounts in an error's parameters as money in the reader's language: a parameter `xMinor` (integer
 * minor units) beside `currency` (EUR or BGN) fills `{{x}}` ("1 234,56 €" / "€1,234.56"), so no
 * message shows cents or a float.
 */
export function moneyParams(params: ErrorParams | undefined, lang: Lang): ErrorParams | undefined {
  const currency = params?.currency;
  if (!params || (currency !== 'EUR' && currency !== 'BGN')) return params;
  const out: ErrorParams = { ...params };
  for (const [key, value] of Object.entries(params))
    if (key.endsWith('Minor') && typeof value === 'number' && Number.isSafeInteger(value))
      out[key.slice(0, -'Minor'.length)] = formatMoney({ minor: value, currency }, lang);
  return out;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  details: ErrorDetail[],
) {
  const t = translator(request.lang);
  const errors = details.map((d) => {
    const code = hasMessage(d.code) ? d.code : 'common.unknown';
    const params = moneyParams(d.params, request.lang);
    return { code: d.code, message: t(code, params), ...(d.field ? { field: d.field } : {}) };
  });
  const body: ApiError = {
    status,
    message: errors[0]!.message,
    errors,
    requestId: String(request.id),
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export function classifyError(error: FastifyError | Error): {
  status: number;
  details: ErrorDetail[];
  log: boolean;
} {
  if (error instanceof AppError)
    return { status: error.status, details: error.details, log: error.status >= 500 };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    return {
      status: 400,
      details: error.validation.map((issue) => issueToDetail(issue, context)),
      log: false,
    };
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return { status: known.status, details: [{ code: known.code }], log: false };
  if (fastifyError.statusCode === 429)
    return { status: 429, details: [{ code: 'common.tooManyRequests' }], log: false };
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return { status: 400, details: [{ code: 'common.malformedJson' }], log: false };
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500)
    return { status, details: [{ code: 'common.invalidData' }], log: false };
  if (isUnavailable(error)) {
    return { status: 503, details: [{ code: 'common.serviceUnavailable' }], log: true };
  }
  return { status: 500, details: [{ code: 'common.internal' }], log: true };
}

/**
 * Failures the router meets before any route or hook runs (an address that does not decode, a
 * path parameter over the length limit): the same error shape, in the Accept-Language language.
 * Passed to Fastify as its `frameworkErrors` option.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.lang = resolveLang(undefined, request.headers['accept-language']);
  const { status, details } = classifyError(error);
  return sendError(request, reply, status, details);
}

/** One error shape for every failure, and JSON 404s for unknown API paths. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, details, log } = classifyError(error);
    if (log) request.log.error({ err: error }, 'request failed');
    if (error instanceof AppError) reply.headers(error.headers);
    return sendError(request, reply, status, details);
  });
}
