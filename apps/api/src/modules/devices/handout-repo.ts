import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database';

/** What the hand-out desk reads: a contract by its number, its vehicles and their devices. */
export async function contractByNumber(db: Executor, number: string) {
  const [row] = await queryRows<{
    accountId: number;
    number: string;
    clientName: string | null;
    status: string;
  }>(
    db,
    sql`select a.id as "accountId", a.number, a.status,
      coalesce(c.company_name, nullif(concat_ws(' ', c.first_name, c.last_name), '')) as "clientName"
      from accounts a join clients c on c.partner_id = a.client_id where a.number = ${number}`,
  );
  return row;
}

/** The contract's active vehicles with the device each carries now (null: none). */
export async function vehiclesWithDevices(db: Executor, accountId: number) {
  return queryRows<{
    accountUnitId: number;
    plate: string;
    vehicleType: string;
    deviceNumber: string | null;
  }>(
    db,
    sql`select u.id as "accountUnitId", u.plate, u.vehicle_type as "vehicleType",
      d.number as "deviceNumber"
      from account_units u
      left join device_attachments t on t.unit_id = u.id and t.detached_at is null
      left join devices d on d.id = t.device_id
      where u.account_id = ${accountId} and u.status = 'ACTIVE' order by u.plate, u.id`,
  );
}

/** A hand-out's party for its document: the contract, its client and who received the devices. */
export async function handoutParty(db: Executor, movementId: number) {
  const [row] = await queryRows<{
    accountNumber: string;
    clientName: string | null;
    recipient: string;
  }>(
    db,
    sql`select a.number as "accountNumber", x.recipient,
      coalesce(c.company_name, nullif(concat_ws(' ', c.first_name, c.last_name), '')) as "clientName"
      from device_deliveries x join accounts a on a.id = x.account_id
      join clients c on c.partner_id = a.client_id where x.movement_id = ${movementId}`,
  );
  return row;
}
