import { sql } from 'drizzle-orm';
import {
  DEVICE_CONDITIONS,
  DEVICE_DEPOSIT_CURRENCY,
  deviceDepositMinor,
  INVENTORY_TYPES,
  type InventoryType,
} from '@toll/domain/devices';
import { hashPassword } from '../platform/auth/passwords';
import { queryRows } from '../platform/db/database';
import { bookDeviceDeposit } from '../modules/devices/deposit';
import { insertUser, replaceRoles } from '../modules/identity/repo';
import { DEMO_PASSWORD } from './demo-users';
import type { SeedStep } from './run-seeds';

/** Serial prefixes of the demo devices, one per inventory type. */
const PREFIX: Record<InventoryType, string> = {
  OBU: 'OBU',
  MYFARE: 'MF',
  TRACKER: 'TRK',
  MYFARE_SALE: 'MFS',
  TAG_DSRC: 'TAG',
  MYFARE_NON_REUSABLE: 'MFN',
};
const AT = new Date('2026-10-01T08:00:00Z');

/**
 * Demo devices (#20): two warehouses with stock of every type and condition (received with one
 * supply movement each), OBUs and a tracker attached to the demo customer's (C-100001) vehicles
 * with their deposits held in the ledger,
 * open deliveries for the vendor, and the vendor's own sign-in `obuvendor` (ROLE_OBU_SERVICE).
 */
export const demoDevicesStep: SeedStep = {
  name: 'demo-devices-v1',
  run: async (tx) => {
    const vendor = await insertUser(tx, {
      username: 'obuvendor',
      email: 'obuvendor@demo.bgtoll.bg',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: 'Калин',
      lastName: 'Доставчиков',
      lang: 'bg',
      status: 'ACTIVE',
      activatedAt: new Date(),
      partnerId: null,
      customerId: null,
    });
    await replaceRoles(tx, vendor.id, ['ROLE_OBU_SERVICE']);
    const warehouses = await queryRows<{ id: number }>(
      tx,
      sql`insert into warehouses (code, name, address) values
        ('CENTRAL', 'Централен склад – София', 'София, бул. „Македония“ 5'),
        ('VARNA', 'Склад Варна', 'Варна, ул. „Девня“ 10') returning id`,
    );
    for (const [w, warehouse] of warehouses.entries()) {
      const serials: string[] = [];
      const types: string[] = [];
      const conditions: string[] = [];
      for (const type of INVENTORY_TYPES)
        for (const [c, condition] of DEVICE_CONDITIONS.entries()) {
          const count = condition === 'OK' ? (w === 0 ? 12 : 4) : 1 + ((c + w) % 2);
          for (let n = 0; n < count; n++) {
            serials.push(`${PREFIX[type]}-${w + 1}${String(c).padStart(2, '0')}${String(n).padStart(3, '0')}`); // prettier-ignore
            types.push(type);
            conditions.push(condition);
          }
        }
      const [movement] = await queryRows<{ id: number }>(
        tx,
        sql`insert into stock_movements (movement_type, warehouse_id, document_number, document_date,
          vendor, device_count, created_at)
          values ('SUPPLY', ${warehouse.id}, ${`DEMO-SUP-${w + 1}`}, '2026-10-01', 'Kapsch TrafficCom',
            ${serials.length}, ${AT}) returning id`,
      );
      await tx.execute(sql`with created as (
          insert into devices (serial_number, inventory_type, condition, vendor, warehouse_id,
            status, label, sim, warranty_end, destination_type, created_at, updated_at)
          select s, t, c, 'Kapsch TrafficCom', ${warehouse.id}, 'AVAILABLE', 'NEW',
            case when t in ('OBU', 'TRACKER') then '35988' || lpad(ord::text, 7, '0') end,
            '2029-09-30', 'WAREHOUSE', ${AT}, ${AT}
          from unnest(${sql.param(serials)}::text[], ${sql.param(types)}::text[],
            ${sql.param(conditions)}::text[]) with ordinality as u(s, t, c, ord)
          returning id, condition),
        history as (insert into device_history (device_id, at, action, to_status, condition,
          warehouse_id, movement_id) select id, ${AT}, 'RECEIVED', 'AVAILABLE', condition,
          ${warehouse.id}, ${movement!.id} from created)
        insert into stock_movement_devices (movement_id, device_id)
        select ${movement!.id}, id from created`);
    }
    await attachToDemoCustomer(tx);
  },
};

async function attachToDemoCustomer(tx: Parameters<SeedStep['run']>[0]) {
  const units =
    await queryRows<{ id: number; accountId: number; plate: string; vehicleType: string }> // prettier-ignore
    (
      tx,
      sql`select u.id, u.account_id as "accountId", u.plate, u.vehicle_type as "vehicleType"
      from account_units u join accounts a on a.id = u.account_id
      join partners p on p.id = a.client_id
      where p.customer_id = 'C-100001' and u.status = 'ACTIVE' order by u.id`,
    );
  // two trucks carry an OBU, the tracking unit a tracker; the other trucks are free to attach
  const chosen = [
    ...units.filter((u) => u.vehicleType === 'TRUCK').slice(0, 2).map((u) => ({ ...u, type: 'OBU' as const })), // prettier-ignore
    ...units.filter((u) => u.vehicleType === 'TRACKING_DEVICE').map((u) => ({ ...u, type: 'TRACKER' as const })), // prettier-ignore
  ];
  for (const unit of chosen) {
    const [device] = await queryRows<{ id: number }>(
      tx,
      sql`update devices set status = 'ATTACHED', warehouse_id = null, condition = 'OK',
        destination_type = 'CUSTOMER', version = version + 1
        where id = (select id from devices where inventory_type = ${unit.type}
          and status = 'AVAILABLE' and condition = 'OK' order by id limit 1) returning id`,
    );
    const [attachment] = await queryRows<{ id: number }>(
      tx,
      sql`insert into device_attachments (device_id, account_id, unit_id, deposit_minor, currency,
        attached_at) values (${device!.id}, ${unit.accountId}, ${unit.id},
        ${deviceDepositMinor(unit.type)}, ${DEVICE_DEPOSIT_CURRENCY}, ${AT}) returning id`,
    );
    // the deposit is held in the ledger as for any attachment, so a return releases what was held
    await bookDeviceDeposit(tx, {
      accountId: unit.accountId,
      deviceId: device!.id,
      attachmentId: attachment!.id,
      amountMinor: deviceDepositMinor(unit.type),
      currency: DEVICE_DEPOSIT_CURRENCY,
    });
    await tx.execute(sql`insert into device_history (device_id, at, action, from_status, to_status,
        condition, account_id, unit_id, note) values (${device!.id}, ${AT}, 'ATTACHED',
        'AVAILABLE', 'ATTACHED', 'OK', ${unit.accountId}, ${unit.id}, ${unit.plate})`);
  }
  const accountId = units[0]?.accountId;
  if (accountId === undefined) return;
  await tx.execute(sql`insert into device_deliveries (account_id, inventory_type, quantity,
      delivery_method, status, recipient, city, postal_code, street, phone, requested_at)
    values (${accountId}, 'OBU', 2, 2, 'REQUESTED', 'Транспорт Демо ЕООД', 'София', '1000',
      'ул. „Демо“ 1', '0888000000', ${AT}),
    (${accountId}, 'OBU', 1, 1, 'REQUESTED', 'Транспорт Демо ЕООД', 'Пловдив', '4000',
      'бул. „Марица“ 12', null, ${AT})`);
}
