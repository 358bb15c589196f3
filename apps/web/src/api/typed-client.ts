import type { Lang } from '@toll/domain/languages';
import { API_BASE } from './api-base';
import type { paths } from './api-paths.gen';
import { apiDownload, apiRequest, type ApiDownload } from './client';

/**
 * The web's one API client: every call names a path of the API's OpenAPI document (`paths`,
 * made from the routes' zod schemas, see api-paths.gen.ts) with its method, and the compiler
 * checks the path, the path parameters, the query's names and the JSON body against it. Behind it
 * `apiRequest` does the sending (session renewal, language, error extraction, SSR transport).
 *
 *   api.get('/partners/{id}', { lang, params: { id }, parse: (json) => partnerSchema.parse(json) })
 */

export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

type Present<T> = [NonNullable<T>] extends [never] ? false : true;

/** The paths that answer `method`. */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof paths]: Present<paths[P][M]> extends true ? P : never;
}[keyof paths];

/** A list whose rows the API also streams as a file, at `<path>/export`. */
export type ApiExportableList = {
  [P in ApiPath<'get'>]: P extends `${infer L}/export` ? L : never;
}[ApiPath<'get'>];

type Operation<P extends keyof paths, M extends ApiMethod> = NonNullable<paths[P][M]>;

type Parameters<O> = O extends { parameters: infer X } ? X : never;

/** Path parameters by the names of the path's `{…}` placeholders. */
type ParamsOption<O> =
  Parameters<O> extends { path: infer X }
    ? Present<X> extends true
      ? { params: { [K in keyof NonNullable<X>]: string | number } }
      : { params?: never }
    : { params?: never };

/** Query parameters by the route's names; values as they go in the URL. */
type QueryOption<O> =
  Parameters<O> extends { query?: infer X }
    ? Present<X> extends true
      ? { query?: { [K in keyof NonNullable<X>]?: string } }
      : { query?: never }
    : { query?: never };

/** The JSON body a route takes, e.g. `ApiBody<'/obu/{id}', 'put'>`, for a function that passes one on. */
export type ApiBody<P extends ApiPath<M>, M extends ApiMethod> = JsonBody<Operation<P, M>>;

type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer E)[]
        ? Widen<E>[]
        : T extends object
          ? { [K in keyof T]: Widen<T[K]> }
          : T;

/**
 * A route's body as a form collects it: the same fields, with the values of its choices (a
 * select's `'OBU'`, a radio's `2`) as plain strings and numbers, which the route's schema checks.
 * For a function that passes a form's values on (it casts them to `ApiBody` there).
 */
export type ApiFormBody<P extends ApiPath<M>, M extends ApiMethod> = Widen<ApiBody<P, M>>;

type JsonBody<O> = O extends { requestBody?: infer R }
  ? [NonNullable<R>] extends [never]
    ? never
    : NonNullable<R> extends { content: { 'application/json': infer B } }
      ? B
      : never
  : never;

/** A route that reads no body may still be sent an empty JSON object (`{}`), as some calls do. */
type EmptyBody = Record<string, never>;

/** The client only serializes the body: an array may be a readonly one. */
type Sendable<T> = T extends readonly (infer E)[]
  ? readonly Sendable<E>[]
  : T extends object
    ? { [K in keyof T]: Sendable<T[K]> }
    : T;

/**
 * The JSON body the route's schema takes (required when the route requires one); a route that
 * declares none (an upload, read raw) takes a file.
 */
type BodyOption<O> =
  Present<JsonBody<O>> extends true
    ? O extends { requestBody: unknown }
      ? { body: Sendable<JsonBody<O>>; file?: never }
      : { body?: Sendable<JsonBody<O>>; file?: never }
    : { body?: EmptyBody; file?: Blob };

type CommonOptions<T> = {
  lang: Lang;
  signal?: AbortSignal | undefined;
  /** Validates and types the response body, e.g. `(json) => schema.parse(json)`; may be async. */
  parse: (json: unknown) => T | Promise<T>;
  /** 'session' (default) sends the signed-in user's token; 'none' sends none (see apiRequest). */
  auth?: 'session' | 'none';
};

export type ApiCallOptions<P extends keyof paths, M extends ApiMethod, T> = CommonOptions<T> &
  ParamsOption<Operation<P, M>> &
  QueryOption<Operation<P, M>> &
  (M extends 'get' ? { body?: never; file?: never } : BodyOption<Operation<P, M>>);

/** `/partners/{id}` with `{id: 7}` → `/partners/7`; each value is URL-encoded. */
export function fillPath(
  path: string,
  params: Record<string, string | number> | undefined,
): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`No value for the path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

type Untyped = {
  params?: Record<string, string | number>;
  query?: Record<string, string | undefined>;
  body?: unknown;
  file?: Blob;
} & CommonOptions<unknown>;

/** Query values left undefined (an optional filter not set) are not sent. */
function definedQuery(query: Untyped['query']): Record<string, string> | undefined {
  if (!query) return undefined;
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE') {
  return (path: string, options: Untyped) => {
    const { params, query, ...rest } = options;
    return apiRequest(fillPath(path, params), { ...rest, method, query: definedQuery(query) });
  };
}

type Caller<M extends ApiMethod> = <P extends ApiPath<M>, T>(
  path: P,
  options: ApiCallOptions<P, M, T>,
) => Promise<T>;

type DownloadOptions<P extends ApiPath<'get'>> = {
  lang: Lang;
  signal?: AbortSignal;
  /** 'none': a public file, fetched without the session's token. */
  auth?: 'session' | 'none';
} & ParamsOption<Operation<P, 'get'>> &
  QueryOption<Operation<P, 'get'>>;

type AddressOptions<P extends ApiPath<M>, M extends ApiMethod> = { lang?: Lang } & ParamsOption<
  Operation<P, M>
> &
  QueryOption<Operation<P, M>>;

function address(path: string, options: Partial<Untyped>): string {
  const { params, query, lang } = options;
  const search = new URLSearchParams(definedQuery(query));
  if (lang) search.set('browser-language', lang);
  const text = search.toString();
  return `${API_BASE}${fillPath(path, params)}${text ? `?${text}` : ''}`;
}

export const api = {
  get: call('GET') as Caller<'get'>,
  post: call('POST') as Caller<'post'>,
  put: call('PUT') as Caller<'put'>,
  delete: call('DELETE') as Caller<'delete'>,
  /** A file the API streams (an export, a PDF), read with the session's token: see apiDownload. */
  download<P extends ApiPath<'get'>>(path: P, options: DownloadOptions<P>): Promise<ApiDownload> {
    const { params, query, ...rest } = options as Untyped & DownloadOptions<P>;
    return apiDownload(fillPath(path, params), { ...rest, query: definedQuery(query) });
  },
  /**
   * The address of a GET route for a plain link (a PDF the link itself opens), with its query and,
   * given `lang`, `browser-language` last: `/api/generatePdf?vignette_id=…&browser-language=bg`.
   */
  href<P extends ApiPath<'get'>>(path: P, options: AddressOptions<P, 'get'>): string {
    return address(path, options);
  },
  /** The address of a route of another method, for a call that cannot go through `apiRequest`. */
  url<M extends ApiMethod, P extends ApiPath<M>>(
    _method: M,
    path: P,
    options: AddressOptions<P, M>,
  ): string {
    return address(path, options);
  },
};
