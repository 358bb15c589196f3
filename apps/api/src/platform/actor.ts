import type { Lang } from '@toll/domain/languages';
import type { Role } from '@toll/domain/roles';

/**
 * Who is doing something, and from where: built once per request by the HTTP layer
 * (platform/http/actor.ts) and passed to services and the audit log, so that no service needs the
 * HTTP request. A job or a machine caller without a signed-in user has `userId` null.
 */
export type Actor = {
  readonly userId: number | null;
  readonly roles: readonly Role[];
  readonly partnerId: number | null;
  readonly posIds: readonly number[];
  readonly customerId: string | null;
  readonly ip: string | null;
  readonly requestId: string | null;
  /** The caller's language for messages. */
  readonly lang: Lang;
};

/** The actor of work no person started (a job, a start-up task): no user, no request. */
export function systemActor(lang: Lang = 'bg', requestId: string | null = null): Actor {
  return {
    userId: null,
    roles: [],
    partnerId: null,
    posIds: [],
    customerId: null,
    ip: null,
    requestId,
    lang,
  };
}
