import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_RULES, type Capability } from '@toll/domain/access-rules';
import { can, type AccessContext } from '@toll/domain/access';
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

/** One route and who may call it, as declared; the access-matrix test walks this list. */
export type RouteAccess = { method: string; url: string; access: Access };

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
  }
}

export type AccessControlDeps = {
  tokens: TokenService;
  clock: Clock;
  context: AccessContext;
  /** The open session's principal, or null when the session or the user is no longer valid. */
  resolvePrincipal(userId: number, sessionId: string): Promise<Principal | null>;
};

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
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url, access });
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
}

async function principalFrom(token: string, deps: AccessControlDeps): Promise<Principal> {
  const claims = await deps.tokens.verifyAccess(token, deps.clock.now());
  if (claims === 'expired') throw new AppError(401, { code: 'auth.tokenExpired' });
  if (claims === 'invalid') throw new AppError(401, { code: 'auth.invalidToken' });
  const principal = await deps.resolvePrincipal(claims.userId, claims.sessionId);
  if (!principal) throw new AppError(401, { code: 'auth.sessionEnded' });
  return principal;
}
