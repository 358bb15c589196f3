import i18next from 'i18next';
import type { Lang } from '@toll/domain/languages';
import { extractErrorText } from '@toll/domain/error-extraction';

/** A failed API call; `message` is ready to show to the user, in the language of the request. */
export class ApiRequestError extends Error {
  /** The HTTP status, or 0 when the server could not be reached. */
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
  }
}

export type ApiRequestOptions<T> = {
  lang: Lang;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Validates and types the response body, e.g. `(json) => schema.parse(json)`; may be async. */
  parse: (json: unknown) => T | Promise<T>;
};

const API_BASE = '/api';

/**
 * How requests leave: the browser's fetch, or (while the API server renders a page) a function that
 * answers from the API in process. Set once per process.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

const unknownError = (lang: Lang) => i18next.t('common.unknownError', { lng: lang });

async function readBody(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (raw === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/**
 * Calls the API (spec §7): every request carries `browser-language` and `Accept-Language`. A failure
 * becomes an ApiRequestError whose message is extracted per spec §8; an unexpected response shape
 * counts as an unknown error. Aborting (through `signal`) rejects with the AbortError unchanged.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const { lang, method = 'GET', query, body, signal, parse } = options;
  const params = new URLSearchParams(query);
  params.set('browser-language', lang);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': lang };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(`${API_BASE}${path}?${params.toString()}`, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(i18next.t('common.networkError', { lng: lang }), 0);
  }

  const json = await readBody(response);
  if (!response.ok) {
    throw new ApiRequestError(extractErrorText(json) ?? unknownError(lang), response.status);
  }
  try {
    return await parse(json);
  } catch {
    throw new ApiRequestError(unknownError(lang), response.status);
  }
}
