import {
  cashierShiftSchema,
  posIdParamSchema,
  shiftListQuerySchema,
  shiftListSchema,
  shiftSalesQuerySchema,
  shiftSalesSchema,
  shiftStatusSchema,
  startShiftBodySchema,
  userShiftsSchema,
} from '@toll/contract/pos';
import { sendListExport, sendDownload } from '../../platform/http/list-export';
import type { App } from '../../platform/app-types';
import type { ShiftService } from './shift-service';

const tags = ['Cashier shifts'];
const work = { access: 'cashier-shift.work' as const, owner: 'pos' as const };
const read = { access: 'cashier-shift.read' as const, owner: 'pos' as const };
const params = posIdParamSchema;

/** Every /cashiershift… call of spec §7. */
export function registerShiftRoutes(app: App, shifts: ShiftService) {
  app.post(
    '/cashiershift/start',
    {
      config: { ...work, owner: { by: 'pos', ids: { posId: 'pos' } } },
      schema: {
        tags,
        summary: 'Open a shift at one of the caller’s points of sale that work in shifts',
        body: startShiftBodySchema,
        response: { 201: cashierShiftSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await shifts.start(request.principal!, request.body.posId, request.actor)),
  );

  app.post(
    '/cashiershift/end/:id',
    {
      config: { ...work, owner: { by: 'pos', ids: { id: 'shift' } } },
      schema: {
        tags,
        summary: 'Close the caller’s open shift (a closed shift: 409 shift.alreadyClosed)',
        params,
        response: { 200: cashierShiftSchema },
      },
    },
    (request) => shifts.end(request.principal!, request.params.id, request.actor),
  );

  app.get(
    '/cashiershift',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Shifts in the caller’s scope, paged and sorted (f_status 1 open / 2 closed, f_posId)',
        querystring: shiftListQuerySchema,
        response: { 200: shiftListSchema },
      },
    },
    (request) => shifts.list(request.principal!, request.query),
  );

  app.get(
    '/cashiershift/status/:id',
    {
      config: { ...read, owner: { by: 'pos', ids: { id: 'shift' } } },
      schema: {
        tags,
        summary: 'A shift’s status (1 open, 2 closed): the client clears a stored closed shift',
        params,
        response: { 200: shiftStatusSchema },
      },
    },
    (request) => shifts.status(request.principal!, request.params.id),
  );

  app.get(
    '/cashiershift/user',
    {
      config: read,
      schema: { tags, summary: 'The caller’s open shifts', response: { 200: userShiftsSchema } },
    },
    (request) => shifts.user(request.principal!),
  );

  app.get(
    '/cashiershift/sales/:id',
    {
      config: { ...read, owner: { by: 'pos', ids: { id: 'shift' } } },
      schema: {
        tags,
        summary: 'One page of a shift’s sales, sorted on the server (page_number from 0)',
        params,
        querystring: shiftSalesQuerySchema,
        response: { 200: shiftSalesSchema },
      },
    },
    (request) => shifts.sales(request.principal!, request.params.id, request.query),
  );

  app.get(
    '/cashiershift/detailedReport/:id',
    {
      config: { ...read, owner: { by: 'pos', ids: { id: 'shift' } } },
      schema: {
        tags,
        summary: 'The shift’s detailed report: CSV, one row per sold item',
        params,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendListExport(
        reply,
        await shifts.detailedReport(request.principal!, request.params.id, request.lang),
      ),
  );

  app.get(
    '/cashiershift/summarizedReport/:id',
    {
      config: { ...read, owner: { by: 'pos', ids: { id: 'shift' } } },
      schema: {
        tags,
        summary: 'The shift’s summary (spec: xls) as an XLSX workbook',
        params,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        await shifts.summarizedReport(request.principal!, request.params.id, request.lang),
      ),
  );
}
