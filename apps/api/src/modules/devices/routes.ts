import {
  attachBodySchema,
  attachmentListSchema,
  attachResultSchema,
  availableDevicesSchema,
  availableQuerySchema,
  deliveryCloseBodySchema,
  deliveryCreateBodySchema,
  deliveryListQuerySchema,
  deliveryListSchema,
  deliverySchema,
  deliveryVersionBodySchema,
  deviceDetailSchema,
  deviceExportQuerySchema,
  deviceListQuerySchema,
  deviceListSchema,
  deviceUpdateBodySchema,
  deviceUpdateResultSchema,
  handoutBodySchema,
  handoutContractQuerySchema,
  handoutContractSchema,
  handoutResultSchema,
  idParamSchema,
  movementCreateBodySchema,
  movementDocumentQuerySchema,
  movementListQuerySchema,
  movementListSchema,
  movementResultSchema,
  receiveBodySchema,
  receiveResultSchema,
  selfCareDeliveryBodySchema,
  selfCareDevicesSchema,
  shipBodySchema,
  shipResultSchema,
  stockExportQuerySchema,
  stockQuerySchema,
  stockSummarySchema,
  warehouseCreateBodySchema,
  warehouseListSchema,
  warehouseSchema,
} from '@toll/contract/devices';
import { sendListExport } from '../../platform/http/list-export';
import type { App } from '../../platform/app-types';
import type { AttachService } from './attach-service';
import type { DeliveryService } from './delivery-service';
import type { DeviceService } from './device-service';
import type { HandoutService } from './handout-service';
import type { WarehouseService } from './warehouse-service';

export type DeviceModule = {
  devices: DeviceService;
  attachments: AttachService;
  warehouse: WarehouseService;
  deliveries: DeliveryService;
  handouts: HandoutService;
};

const SPREADSHEETS = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

const tags = ['Devices'];

/** Devices (obu-management), attach and return on vehicles, the customer's own view. */
export function registerDeviceRoutes(app: App, m: DeviceModule) {
  app.get(
    '/obu',
    {
      config: { access: 'obu-management', owner: 'agency' },
      schema: {
        tags,
        summary: 'Devices, paged; q searches serial or number by prefix; f_status, f_inventoryType, f_condition, f_warehouseId', // prettier-ignore
        querystring: deviceListQuerySchema,
        response: { 200: deviceListSchema },
      },
    },
    (request) => m.devices.list(request.query),
  );
  app.get(
    '/obu/export',
    {
      config: { access: 'obu-management', owner: 'agency' },
      schema: {
        tags,
        summary: 'The device register as filtered (q, f_*), as CSV or XLSX, streamed',
        querystring: deviceExportQuerySchema,
        produces: SPREADSHEETS,
      },
    },
    async (request, reply) =>
      sendListExport(reply, await m.devices.export(request.query, request.lang)),
  );
  app.get(
    '/obu/available',
    {
      config: { access: 'devices.attach', owner: 'agency' },
      schema: {
        tags,
        summary:
          'Devices that can be attached or shipped (in stock or delivered), by type and prefix',
        querystring: availableQuerySchema,
        response: { 200: availableDevicesSchema },
      },
    },
    (request) => m.devices.available(request.query),
  );
  app.get(
    '/obu/:id',
    {
      config: { access: 'obu-management', owner: 'agency' },
      schema: {
        tags,
        summary: 'One device with its history and attachments',
        params: idParamSchema,
        response: { 200: deviceDetailSchema },
      },
    },
    (request) => m.devices.detail(request.params.id),
  );
  app.put(
    '/obu/:id',
    {
      config: { access: 'devices.write', owner: 'agency' },
      schema: {
        tags,
        summary:
          "Change a device's condition, SIM, warranty end or destination (at the version read)",
        params: idParamSchema,
        body: deviceUpdateBodySchema,
        response: { 200: deviceUpdateResultSchema },
      },
    },
    (request) => m.devices.update(request.params.id, request.body, request.actor),
  );
  app.post(
    '/obu/attach',
    {
      config: { access: 'devices.attach', owner: 'agency' },
      schema: {
        tags,
        summary: 'Attach a device (by number or serial) to a vehicle; the deposit is charged',
        body: attachBodySchema,
        response: { 200: attachResultSchema },
      },
    },
    (request) => m.attachments.attach(request.body, request.actor),
  );
  app.post(
    '/obu/return/:id',
    {
      config: { access: 'devices.attach', owner: 'agency' },
      schema: {
        tags,
        summary:
          'Return (detach) the device of an attachment: irreversible; the deposit is released',
        params: idParamSchema,
        response: { 200: attachResultSchema },
      },
    },
    (request) => m.attachments.detach(request.params.id, request.actor),
  );
  app.get(
    '/obu/attachments/account/:id',
    {
      config: { access: 'vehicle-management', owner: 'agency' },
      schema: {
        tags,
        summary: "A contract's device attachments (active and returned)",
        params: idParamSchema,
        response: { 200: attachmentListSchema },
      },
    },
    (request) => m.attachments.ofAccount(request.params.id),
  );
  app.get(
    '/self-care/obu',
    {
      config: { access: 'account/obu-delivery', owner: 'client' },
      schema: {
        tags,
        summary: "The signed-in customer's devices and deliveries",
        response: { 200: selfCareDevicesSchema },
      },
    },
    (request) => m.deliveries.ofCustomer(request.principal!.customerId!),
  );
  app.post(
    '/self-care/obu/deliveries',
    {
      config: {
        access: 'account/obu-delivery',
        owner: { by: 'client', ids: { accountId: 'contract' } },
      },
      schema: {
        tags,
        summary: 'The customer requests devices for one of their contracts',
        body: selfCareDeliveryBodySchema,
        response: { 201: deliverySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await m.deliveries.requestOwn(
            request.principal!.customerId!,
            request.body,
            request.actor,
          ),
        ),
  );
}

/** obu-deliveries and the vendor's page. */
export function registerDeliveryRoutes(app: App, m: DeviceModule) {
  app.get(
    '/obu/deliveries',
    {
      config: { access: 'obu-deliveries', owner: 'agency' },
      schema: {
        tags,
        summary:
          'Deliveries, paged; f_open=true lists REQUESTED and SHIPPED; f_status, f_accountId',
        querystring: deliveryListQuerySchema,
        response: { 200: deliveryListSchema },
      },
    },
    (request) => m.deliveries.list(request.query),
  );
  app.post(
    '/obu/deliveries',
    {
      config: { access: 'devices.write', owner: 'agency' },
      schema: {
        tags,
        summary: "Request devices for a contract's vehicles (no more than its vehicles taking one)",
        body: deliveryCreateBodySchema,
        response: { 201: deliverySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await m.deliveries.request(request.body, request.actor)),
  );
  app.post(
    '/obu/deliveries/:id/ship',
    {
      config: { access: 'obu-vendor-deliveries', owner: 'agency' },
      schema: {
        tags,
        summary: "The vendor ships a request with the devices' numbers",
        params: idParamSchema,
        body: shipBodySchema,
        response: { 200: shipResultSchema },
      },
    },
    (request) => m.deliveries.ship(request.params.id, request.body, request.actor),
  );
  app.post(
    '/obu/deliveries/:id/confirm',
    {
      config: { access: 'devices.write', owner: 'agency' },
      schema: {
        tags,
        summary: 'Close a shipment: DELIVERED (confirmed), LOST or STOLEN',
        params: idParamSchema,
        body: deliveryCloseBodySchema,
        response: { 200: deliverySchema },
      },
    },
    (request) => m.deliveries.close(request.params.id, request.body, request.actor),
  );
  app.post(
    '/obu/deliveries/:id/cancel',
    {
      config: { access: 'devices.write', owner: 'agency' },
      schema: {
        tags,
        summary: 'Cancel a request not yet shipped',
        params: idParamSchema,
        body: deliveryVersionBodySchema,
        response: { 200: deliverySchema },
      },
    },
    (request) => m.deliveries.cancel(request.params.id, request.body.version, request.actor),
  );
}

/** The warehouse: stock, movements, receiving a vendor's CSV. */
export function registerWarehouseRoutes(app: App, m: DeviceModule) {
  app.get(
    '/warehouses',
    {
      config: { access: 'warehouse', owner: 'agency' },
      schema: { tags, summary: 'Warehouses', response: { 200: warehouseListSchema } },
    },
    () => m.warehouse.warehouses(),
  );
  app.post(
    '/warehouses',
    {
      config: { access: 'warehouse.write', owner: 'agency' },
      schema: {
        tags,
        summary: 'Create a warehouse',
        body: warehouseCreateBodySchema,
        response: { 201: warehouseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await m.warehouse.createWarehouse(request.body, request.actor)),
  );
  app.get(
    '/warehouses/stock',
    {
      config: { access: 'warehouse', owner: 'agency' },
      schema: {
        tags,
        summary: 'Stock by warehouse, type, condition and status',
        querystring: stockQuerySchema,
        response: { 200: stockSummarySchema },
      },
    },
    (request) => m.warehouse.stock(request.query.f_warehouseId),
  );
  app.get(
    '/warehouses/stock/export',
    {
      config: { access: 'warehouse', owner: 'agency' },
      schema: {
        tags,
        summary: 'The stock summary as CSV or XLSX',
        querystring: stockExportQuerySchema,
        produces: SPREADSHEETS,
      },
    },
    async (request, reply) =>
      sendListExport(reply, await m.warehouse.stockExport(request.query, request.lang)),
  );
  app.get(
    '/warehouses/movements',
    {
      config: { access: 'warehouse', owner: 'agency' },
      schema: {
        tags,
        summary:
          'Stock movements with their documents; f_movementType, f_warehouseId, q (document)',
        querystring: movementListQuerySchema,
        response: { 200: movementListSchema },
      },
    },
    (request) => m.warehouse.movements(request.query),
  );
  app.post(
    '/warehouses/movements',
    {
      config: { access: 'warehouse.write', owner: 'agency' },
      schema: {
        tags,
        summary: 'Record a return, recycling, serviced or sale movement of known devices',
        body: movementCreateBodySchema,
        response: { 201: movementResultSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await m.warehouse.move(request.body, request.actor)),
  );
  app.get(
    '/warehouses/movements/:id/document',
    {
      config: { access: 'warehouse', owner: 'agency' },
      schema: {
        tags,
        summary: "A movement's document as a PDF (a hand-out's hand-over protocol), in bg or en",
        params: idParamSchema,
        querystring: movementDocumentQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const file = await m.warehouse.document(request.params.id, request.query.lang ?? request.lang); // prettier-ignore
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );
  app.get(
    '/warehouses/handouts/contract',
    {
      config: { access: 'warehouse.handout', owner: 'agency' },
      schema: {
        tags,
        summary: 'The hand-out desk: a contract by number with its vehicles and their devices',
        querystring: handoutContractQuerySchema,
        response: { 200: handoutContractSchema },
      },
    },
    (request) => m.handouts.contract(request.query.number),
  );
  app.post(
    '/warehouses/handouts',
    {
      config: { access: 'warehouse.handout', owner: 'agency' },
      schema: {
        tags,
        summary:
          'Hand devices out at the desk to a contract (CREATED delivery, HANDOUT movement); a line with a vehicle attaches the device and charges its deposit',
        body: handoutBodySchema,
        response: { 201: handoutResultSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await m.handouts.handOut(request.body, request.actor)),
  );
  app.post(
    '/warehouses/receive',
    {
      config: { access: 'warehouse.write', owner: 'agency' },
      bodyLimit: 10 * 1024 * 1024,
      schema: {
        tags,
        summary: "Receive a vendor's delivery from its CSV of serial numbers: all or nothing",
        body: receiveBodySchema,
        response: { 201: receiveResultSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await m.warehouse.receive(request.body, request.actor)),
  );
}
