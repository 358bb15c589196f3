import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { UserDetails } from '@toll/contract/identity';
import type { Principal } from '../../platform/auth/access-control';
import type { AdminService } from './admin-service';

const BATCH = 500;
const HEADER = [
  'id',
  'username',
  'firstName',
  'lastName',
  'email',
  'roles',
  'status',
  'partnerId',
  'posIds',
  'createdAt',
];

const row = (user: UserDetails) => [
  user.id,
  user.username,
  user.firstName,
  user.lastName,
  user.email,
  user.roles.map((role) => role.code).join(' '),
  user.status,
  user.partnerId ?? '',
  user.posIds.join(' '),
  user.createdAt,
];

/**
 * The users the caller may see, with the list's search and filter, as CSV (UTF-8 with a BOM, so
 * spreadsheet programs read the Cyrillic): read in batches of 500 and streamed, never the whole
 * result in memory.
 */
export function userExportStream(
  admin: AdminService,
  principal: Principal,
  filter: { q?: string; status?: 'PENDING' | 'ACTIVE' | 'DECOMMISSIONED' },
): Readable {
  async function* rows() {
    yield HEADER;
    for (let page = 1; ; page += 1) {
      const { items, total } = await admin.list(principal, { ...filter, page, pageSize: BATCH });
      for (const user of items) yield row(user);
      if (items.length === 0 || page * BATCH >= total) return;
    }
  }
  return Readable.from(rows()).pipe(stringify({ bom: true }));
}
