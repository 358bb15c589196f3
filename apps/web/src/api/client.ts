import i18next from 'i18next';
import type { Lang } from '@toll/domain/languages';
import { extractErrorText } from '@toll/domain/error-extraction';
import { browserSessionCalls } from './session/browser-session';
import { sendWithSession } from './session/send-with-session';
import { API_BASE } from './api-base';

/** A message of the server about one input field (the API's `errors[].field`). */
export type FieldError = { field: string; message: string };

/** A failed API call; `message` is ready to show to the user, in the language of the request. */
export class ApiRequestError extends Error {
  /** The HTTP status, or 0 when the server could not be reached. */
  readonly status: number;
  /** The server's messages that name an input field, for forms to show beside the field. */
  readonly fieldErrors: readonly FieldError[];

  constructor(message: string, status: number, fieldErrors: readonly FieldError[] = []) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export type ApiRequestOptions<T> = {
  lang: Lang;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** A file sent as the raw body with its own type (an upload), instead of `body`. */
  file?: Blob;
  signal?: AbortSignal;
  /** Validates and types the response body, e.g. `(json) => schema.parse(json)`; may be async. */
  parse: (json: unknown) => T | Promise<T>;
  /**
   * 'session' (default): send the signed-in user's token; a 401 then renews the session once and
   * repeats the call, and ends the session when that fails. 'none': send no token (login, public
   * forms), so a 401 is just an answer.
   */
  auth?: 'session' | 'none';
};

/**
 * How requests leave: the browser's fetch, or (while the API server renders a page) a function that
 * answers from the API in process. Set once per process.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

const unknownError = (lang: Lang) => i18next.t('common.unknownError', { lng: lang });

function fieldErrorsOf(body: unknown): FieldError[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((item: unknown) => {
    const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
    return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
  });
}

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
 * Calls the API (spec §7): every request carries `browser-language` and `Accept-Language`, and the
 * bearer token when a user is signed in. A 401 renews the session once (the refresh token is used
 * at most once, shared by every call that failed with the same token) and repeats the call; when
 * that fails the session is cleared and the shell sends the user to login (spec §8). A failure
 * becomes an ApiRequestError whose message is extracted per spec §8; an unexpected response shape
 * counts as an unknown error. Aborting (through `signal`) rejects with the AbortError unchanged.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const { lang, method = 'GET', query, body, file, signal, parse, auth = 'session' } = options;
  const params = new URLSearchParams(query);
  params.set('browser-language', lang);
  const url = `${API_BASE}${path}?${params.toString()}`;
  const payload = file ?? (body === undefined ? null : JSON.stringify(body));

  const send = async (token: string | null): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': lang };
    if (payload !== null) headers['Content-Type'] = file ? file.type : 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await transport(url, { method, headers, body: payload, signal: signal ?? null });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiRequestError(i18next.t('common.networkError', { lng: lang }), 0);
    }
  };

  // A page rendered on the server has no browser session: it calls the API as a visitor.
  const withSession = auth === 'session' && typeof window !== 'undefined';
  const response = withSession
    ? await sendWithSession(send, browserSessionCalls)
    : await send(null);
  if (response === 'unavailable')
    throw new ApiRequestError(i18next.t('common.networkError', { lng: lang }), 0);

  const json = await readBody(response);
  if (!response.ok) {
    throw new ApiRequestError(
      extractErrorText(json) ?? unknownError(lang),
      response.status,
      fieldErrorsOf(json),
    );
  }
  try {
    return await parse(json);
  } catch {
    throw new ApiRequestError(unknownError(lang), response.status);
  }
}

export type ApiDownload = { blob: Blob; fileName: string | null };

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: fall back to the plain one.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * Downloads a file the API streams (a list's CSV or XLSX export) with the signed-in user's bearer
 * token, which a plain link could not send: the body is read into a Blob as it arrives, and the
 * caller saves it (`saveBlob`). 401 renews the session like any call; failures are
 * ApiRequestErrors with the server's message.
 */
export async function apiDownload(
  path: string,
  options: {
    lang: Lang;
    query?: Record<string, string> | undefined;
    signal?: AbortSignal | undefined;
    /** 'none': a public file, fetched without the session's token (as apiRequest's `auth`). */
    auth?: 'session' | 'none' | undefined;
  },
): Promise<ApiDownload> {
  const { lang, query, signal, auth = 'session' } = options;
  const params = new URLSearchParams(query);
  params.set('browser-language', lang);
  const url = `${API_BASE}${path}?${params.toString()}`;
  const send = async (token: string | null): Promise<Response> => {
    const headers: Record<string, string> = { 'Accept-Language': lang };
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await transport(url, { method: 'GET', headers, signal: signal ?? null });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiRequestError(i18next.t('common.networkError', { lng: lang }), 0);
    }
  };
  const response =
    auth === 'session' ? await sendWithSession(send, browserSessionCalls) : await send(null);
  if (response === 'unavailable')
    throw new ApiRequestError(i18next.t('common.networkError', { lng: lang }), 0);
  if (!response.ok) {
    const json = await readBody(response);
    throw new ApiRequestError(extractErrorText(json) ?? unknownError(lang), response.status);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition')),
  };
}

/** Saves a downloaded file under its name through a temporary object URL. */
export function saveBlob({ blob, fileName }: ApiDownload, fallbackName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
