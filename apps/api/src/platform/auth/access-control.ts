import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_RULES, type Capability } from '@toll/domain/access-rules';
import { can, type AccessContext } from '@toll/domain/access';
import { OWNER_KINDS, ownerKindOf, type Ownership } from '@toll/domain/ownership';
import type { Role } from '@toll/domain/roles';
import type { Clock } from '../clock';
import { AppError } from '../http/app-error';
import type { TokenService } from './tokens';

/** Who may call a route: anyone, or a capability of the access table in packages/domain. */
export type Access = 'public' | Capability;

/** The signed-in user behind a request, read fresh from the database on every request. */
export type Principal = {
  id: number;
  username: string;
  roles: Role[];
  posIds: number[];
  partnerId: number | null;
  customerId: string | null;
  sessionId: string;
};

/**
 * One route, who may call it and whose objects it reaches, as declared; the access-matrix and
 * ownership tests walk this list.
 */
export type RouteAccess = { method: string; url: string; access: Access; owner: Ownership };

declare module 'fastify' {
  // Module augmentation needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    routeAccess: readonly RouteAccess[];
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    principal: Principal | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    access?: Access;
    /** Whose objects the route reaches (packages/domain ownership.ts); required with `access`. */
    owner?: Ownership;
  }
}

export type AccessControlDeps = {
  tokens: TokenService;
  clock: Clock;
  context: AccessContext;
  /** The open session's principal, or null when the session or the user is no longer valid. */
  resolvePrincipal(userId: number, sessionId: string): Promise<Principal | null>;
  /**
   * Records a signed-in caller's refused attempt (a 403: a route or an object beyond its reach)
   * in the audit log, apart from the refused work's own transaction, which rolled back.
   */
  recordRefusal?(request: FastifyRequest, refusal: Refusal): Promise<void>;
};

/** What a refused caller tried: the call, the catalogue codes of the refusal and what it sent. */
export type Refusal = {
  method: string;
  url: string;
  codes: string[];
  params: unknown;
  query: unknown;
  body: unknown;
};

/** Request values kept in a refusal's record: secrets masked, long texts cut. */
function recordable(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') return value.length > 200 ? `${value.slice(0, 200)}…` : value;
  if (typeof value !== 'object') return value;
  if (depth > 3) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => recordable(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .slice(0, 50)
      .map(([key, item]) => [
        key,
        /password|secret|token|captcha|card|cvv|pan/i.test(key)
          ? '***'
          : recordable(item, depth + 1),
      ]),
  );
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Every API route must declare its access (start-up fails otherwise); each request is then
 * authenticated from its bearer token and authorised against the access table: 401 without a
 * valid session where one is needed, 403 for a user the table does not allow.
 */
export function registerAccessControl(app: FastifyInstance, deps: AccessControlDeps) {
  const routes: RouteAccess[] = [];
  app.decorate('routeAccess', routes);
  app.decorateRequest('principal', null);
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    const access = route.config?.access;
    if (isApi && !access)
      throw new Error(`${String(route.method)} ${route.url} declares no access`);
    if (!access) return;
    const owner = route.config?.owner;
    if (!owner || !(OWNER_KINDS as readonly string[]).includes(ownerKindOf(owner)))
      throw new Error(`${String(route.method)} ${route.url} declares no ownership`);
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url, access, owner });
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const token = bearerToken(request);
    if (access === 'public') {
      if (token) request.principal = await principalFrom(token, deps).catch(() => null);
      return;
    }
    const rule = ACCESS_RULES[access];
    if (token) request.principal = await principalFrom(token, deps);
    else if (rule.login) throw new AppError(401, { code: 'common.missingToken' });
    if (!can(request.principal, access, deps.context))
      throw new AppError(403, { code: 'common.forbidden' });
  });
  const record = deps.recordRefusal;
  if (record)
    app.addHook('onError', async (request, _reply, error) => {
      if (!request.principal || !(error instanceof AppError) || error.status !== 403) return;
      const refusal: Refusal = {
        method: request.method,
        url: request.url.split('?')[0]!,
        codes: error.details.map((detail) => detail.code),
        params: recordable(request.params),
        query: recordable(request.query),
        body: recordable(request.body),
      };
      await record(request, refusal).catch((failure: unknown) =>
        request.log.error({ err: failure }, 'the refusal could not be recorded'),
      );
    });
}

async function principalFrom(token: string, deps: AccessControlDeps): Promise<Principal> {
  const claims = await deps.tokens.verifyAccess(token, deps.clock.now());
  if (claims === 'expired') throw new AppError(401, { code: 'auth.tokenExpired' });
  if (claims === 'invalid') throw new AppError(401, { code: 'auth.invalidToken' });
  const principal = await deps.resolvePrincipal(claims.userId, claims.sessionId);
  if (!principal) throw new AppError(401, { code: 'auth.sessionEnded' });
  return principal;
}
