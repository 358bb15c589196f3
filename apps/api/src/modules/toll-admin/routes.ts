import {
  datedChangeResultSchema,
  overchargeAdminListSchema,
  overchargeChangeSchema,
  routeTariffAdminListSchema,
  routeTariffChangeSchema,
} from '@toll/contract/toll-admin';
import type { App } from '../../platform/app-types';
import type { TollAdmin } from './service';

const tags = ['Toll administration'];

/** The toll operator's dated rates: read by the toll admin and finance, changed by the toll admin. */
export function registerTollAdminRoutes(app: App, admin: TollAdmin) {
  app.get(
    '/toll-admin/tariffs',
    {
      config: { access: 'toll-administration', owner: 'agency' },
      schema: {
        tags,
        summary: 'Every per-km toll rate by road class, category and emission group, with history',
        response: { 200: routeTariffAdminListSchema },
      },
    },
    () => admin.tariffs(),
  );
  app.post(
    '/toll-admin/tariffs',
    {
      config: { access: 'toll-administration.write', owner: 'agency' },
      schema: {
        tags,
        summary: 'A new per-km rate for one cell from a day not yet begun; audited',
        body: routeTariffChangeSchema,
        response: { 201: datedChangeResultSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await admin.changeTariff(request.actor, request.body)),
  );
  app.get(
    '/toll-admin/overcharges',
    {
      config: { access: 'toll-administration', owner: 'agency' },
      schema: {
        tags,
        summary: "The platform's overcharge on international toll per toll domain, with history",
        response: { 200: overchargeAdminListSchema },
      },
    },
    (request) => admin.overcharges(request.lang),
  );
  app.post(
    '/toll-admin/overcharges',
    {
      config: { access: 'toll-administration.write', owner: 'agency' },
      schema: {
        tags,
        summary: 'A new overcharge for one toll domain from a day not yet begun; audited',
        body: overchargeChangeSchema,
        response: { 201: datedChangeResultSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await admin.changeOvercharge(request.actor, request.body)),
  );
}
