import {
  partnerFilterQuerySchema,
  reportDeliveryListSchema,
  reportRunSchema,
  reportSubscriptionBodySchema,
  reportSubscriptionListSchema,
  reportSubscriptionSchema,
  sendAccountantReportQuerySchema,
  sendMstsCustomersBodySchema,
  sendPartnerReportsQuerySchema,
  sendReportsBodySchema,
  subscriptionIdParamSchema,
} from '@toll/contract/reports';
import type { App } from '../../platform/app-types';
import type { OnDemandReports } from './on-demand-reports';
import type { ScheduledReports } from './scheduled-service';

const tags = ['Scheduled reports'];
// decision: the scheduled reports are the accountants' (spec §6 "Reports: accountants").
const config = { access: 'report' as const, owner: 'agency' as const };

/** Subscriptions, deliveries, and every /send/reports… call of spec §7. */
export function registerScheduledReportRoutes(
  app: App,
  reports: ScheduledReports,
  onDemand: OnDemandReports,
) {
  app.get(
    '/reports/subscriptions',
    {
      config,
      schema: {
        tags,
        summary: 'Which scheduled reports partners receive',
        querystring: partnerFilterQuerySchema,
        response: { 200: reportSubscriptionListSchema },
      },
    },
    (request) => reports.subscriptions(request.query.partnerId),
  );
  app.post(
    '/reports/subscriptions',
    {
      config,
      schema: {
        tags,
        summary: 'Subscribe a partner to a report on a schedule (e-mail and/or SFTP)',
        body: reportSubscriptionBodySchema,
        response: { 201: reportSubscriptionSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await reports.subscribe(request.body, request.actor)),
  );
  app.delete(
    '/reports/subscriptions/:id',
    {
      config,
      schema: { tags, summary: 'End a subscription', params: subscriptionIdParamSchema },
    },
    async (request, reply) => {
      await reports.unsubscribe(request.params.id, request.actor);
      return reply.code(204).send();
    },
  );
  app.get(
    '/reports/deliveries',
    {
      config,
      schema: {
        tags,
        summary: 'The latest 200 deliveries: status, attempts and the last error',
        querystring: partnerFilterQuerySchema,
        response: { 200: reportDeliveryListSchema },
      },
    },
    (request) => reports.deliveries(request.query.partnerId),
  );
  app.get(
    '/send/reports/partners',
    {
      config,
      schema: {
        tags,
        summary: 'Send a partner’s reports from from_date to yesterday (to email, if given)',
        querystring: sendPartnerReportsQuerySchema,
        response: { 200: reportRunSchema },
      },
    },
    (request) =>
      reports.sendPartner(request.query.partner_id, request.query.from_date, request.query.email),
  );
  app.post(
    '/send/reports/bypartnerservice',
    {
      config,
      schema: {
        tags,
        summary: 'Run every report due (on date, default today per partner time zone)',
        body: sendReportsBodySchema,
        response: { 200: reportRunSchema },
      },
    },
    (request) => reports.run(request.body ?? {}),
  );
  app.post(
    '/storage/send/reports/to-partners',
    {
      config,
      schema: {
        tags,
        summary: 'Run the SFTP deliveries of every report due to partners’ storage',
        body: sendReportsBodySchema,
        response: { 200: reportRunSchema },
      },
    },
    (request) => reports.run({ ...(request.body ?? {}), only: 'SFTP' }),
  );
  app.get(
    '/send/reports/accountant',
    {
      config,
      schema: {
        tags,
        summary:
          "Mail the accountants' summary of a period (default yesterday) to email (default the caller's)",
        querystring: sendAccountantReportQuerySchema,
        response: { 200: reportRunSchema },
      },
    },
    (request) => onDemand.sendAccountant(request.actor, request.query, request.lang),
  );
  app.post(
    '/send/reports/msts/customers',
    {
      config: { access: 'report.msts', owner: 'agency' },
      schema: {
        tags,
        summary:
          'Mail each toll customer its MSTS transactions of a period (default the month before)',
        body: sendMstsCustomersBodySchema,
        response: { 200: reportRunSchema },
      },
    },
    (request) => onDemand.sendMstsCustomers(request.actor, request.body),
  );
}
