import { type Lang } from '@toll/domain/languages';
import {
  authenticateBodySchema,
  captchaChallengeSchema,
  confirmQuerySchema,
  confirmResponseSchema,
  deleteUserBodySchema,
  messageResponseSchema,
  passwordChangeBodySchema,
  passwordResetBodySchema,
  passwordSetBodySchema,
  registerBodySchema,
  tokenResponseSchema,
  updateUserBodySchema,
  userDetailsSchema,
} from '@toll/contract/identity';
import { can } from '@toll/domain/access';
import type { App } from '../../platform/app-types';
import type { Captcha } from '../../platform/captcha';
import { AppError } from '../../platform/http/app-error';
import { bearerToken } from '../../platform/auth/access-control';
import { storableText } from '../../platform/storable';
import { translator } from '../../platform/i18n';
import type { AccessContext } from '@toll/domain/access';
import type { AccountService } from './account-service';
import type { AdminService } from './admin-service';
import type { SessionService } from './session-service';

const tags = ['Users and sessions'];

export type UserRouteDeps = {
  sessions: SessionService;
  accounts: AccountService;
  admin: AdminService;
  captcha: Captcha;
  context: AccessContext;
  /** Sign-in, registration, activation and password reset, per address. */
  rateLimit: { max: number; timeWindow: string };
  /** Session refresh, per address: its own, more generous limit (offices behind one NAT). */
  refreshRateLimit: { max: number; timeWindow: string };
};

export function registerUserRoutes(app: App, deps: UserRouteDeps) {
  const limited = {
    access: 'public' as const,
    owner: 'public' as const,
    rateLimit: deps.rateLimit,
  };
  const say = (lang: Lang, key: string) => ({ message: translator(lang)(key) });

  app.get(
    '/captcha/challenge',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'A fresh ALTCHA proof-of-work challenge',
        response: { 200: captchaChallengeSchema },
      },
    },
    () => deps.captcha.challenge(),
  );

  app.post(
    '/user/register',
    {
      config: {
        ...limited,
        owner: { by: 'partner', ids: { posIds: 'pos', partnerId: 'partner' } },
      },
      schema: {
        tags,
        summary: 'Register (public, captcha, activation mail) or, for user managers, create staff',
        body: registerBodySchema,
        response: { 200: messageResponseSchema, 201: userDetailsSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const staff =
        body.roles !== undefined || body.posIds !== undefined || body.partnerId !== undefined;
      if (staff) {
        if (!request.principal) throw new AppError(401, { code: 'common.missingToken' });
        if (!can(request.principal, 'users.manage', deps.context))
          throw new AppError(403, { code: 'common.forbidden' });
        return reply
          .status(201)
          .send(await deps.admin.createStaff(request.principal, body, request.actor));
      }
      await deps.captcha.verify(body.recaptchaCode);
      await deps.accounts.register(body);
      return say(request.lang, 'success.registrationDone');
    },
  );

  app.get(
    '/user/confirm',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Activate an account from the mailed link',
        querystring: confirmQuerySchema,
        response: { 200: confirmResponseSchema },
      },
    },
    async (request) => {
      await deps.accounts.confirm(request.query.token);
      return { status: 'ACTIVATED' as const, ...say(request.lang, 'success.userActivated') };
    },
  );

  app.post(
    '/user/authenticate',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Log in: an access token (15 min) and a refresh token',
        body: authenticateBodySchema,
        response: { 200: tokenResponseSchema },
      },
    },
    (request) =>
      deps.sessions.login(request.body, {
        ip: request.ip,
        userAgent: storableText(request.headers['user-agent']?.slice(0, 300) ?? '') || null,
      }),
  );

  app.get(
    '/user/authentication/refresh',
    {
      config: { access: 'public', owner: 'public', rateLimit: deps.refreshRateLimit },
      schema: {
        tags,
        summary: 'Rotate the refresh token (sent as the bearer token) for new tokens',
        response: { 200: tokenResponseSchema },
      },
    },
    (request) => deps.sessions.refresh(bearerToken(request)),
  );

  app.post(
    '/user/logout',
    {
      config: { access: 'account', owner: 'self' },
      schema: { tags, summary: 'End this session', response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await deps.sessions.logout(request.principal!);
      return say(request.lang, 'success.changesSaved');
    },
  );

  app.get(
    '/user/details',
    {
      config: { access: 'account', owner: 'self' },
      schema: { tags, summary: 'The signed-in user', response: { 200: userDetailsSchema } },
    },
    (request) => deps.accounts.details(request.principal!),
  );

  app.post(
    '/user/update',
    {
      config: { access: 'account', owner: 'self' },
      schema: {
        tags,
        summary: 'Change own name or language',
        body: updateUserBodySchema,
        response: { 200: userDetailsSchema },
      },
    },
    (request) => deps.accounts.updateSelf(request.principal!, request.body),
  );

  app.post(
    '/user/delete',
    {
      config: { access: 'account', owner: 'self' },
      schema: {
        tags,
        summary: 'Delete own account (password required)',
        body: deleteUserBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await deps.accounts.deleteSelf(request.principal!, request.body.password);
      return say(request.lang, 'success.accountDeleted');
    },
  );

  app.post(
    '/user/password/reset',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Mail a password-reset link (same answer for unknown addresses)',
        body: passwordResetBodySchema,
        response: { 202: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await deps.captcha.verify(request.body.recaptchaCode);
      await deps.accounts.requestPasswordReset(request.body.email);
      return reply.status(202).send(say(request.lang, 'success.passwordResetRequested'));
    },
  );

  app.put(
    '/user/password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Set a new password from a reset link; ends every session',
        body: passwordSetBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await deps.accounts.setPasswordWithToken(request.body.token, request.body.password);
      return say(request.lang, 'success.passwordChanged');
    },
  );

  app.post(
    '/user/password/change',
    {
      config: { access: 'account', owner: 'self' },
      schema: {
        tags,
        summary: 'Change own password; ends the other sessions',
        body: passwordChangeBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await deps.accounts.changePassword(
        request.principal!,
        request.body.currentPassword,
        request.body.password,
      );
      return say(request.lang, 'success.passwordChanged');
    },
  );
}
