import {
  addEmailRequestSchema,
  captchaQuerySchema,
  noticeAnswerSchema,
  unsubscribeConfirmSchema,
  unsubscribeRequestSchema,
} from '@toll/contract/vignette-notices';
import type { App } from '../../platform/app-types';
import type { Captcha } from '../../platform/captcha';
import type { NoticeService } from './service';

const tags = ['Vignette notices'];

export function registerNoticeRoutes(app: App, service: NoticeService, captcha: Captcha) {
  app.post(
    '/vignette/emails',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'Adds an e-mail address for notices about a bought vignette (captcha)',
        querystring: captchaQuerySchema,
        body: addEmailRequestSchema,
        response: { 200: noticeAnswerSchema },
      },
    },
    async (request) => {
      await captcha.verify(request.query.recaptchaCode);
      return service.addEmail(request.body, request.lang);
    },
  );

  app.post(
    '/unsubscribe',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'Mails a link that stops every notice to the address (captcha)',
        querystring: captchaQuerySchema,
        body: unsubscribeRequestSchema,
        response: { 200: noticeAnswerSchema },
      },
    },
    async (request) => {
      await captcha.verify(request.query.recaptchaCode);
      return service.requestUnsubscribe(request.body.email, request.body.lang ?? request.lang);
    },
  );

  app.post(
    '/unsubscribe-confirm',
    {
      config: { access: 'public', owner: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Confirms an unsubscribe with the mailed link (one use, 24 hours)',
        body: unsubscribeConfirmSchema,
        response: { 200: noticeAnswerSchema },
      },
    },
    (request) => service.confirmUnsubscribe(request.body.token, request.lang),
  );
}
