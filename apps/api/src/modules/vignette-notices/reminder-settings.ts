import { eq } from 'drizzle-orm';
import { normalisePhone } from '@toll/domain/notifications';
import {
  reminderSettingsSchema,
  reminderSettingsUpdateSchema,
  type ReminderSettings,
} from '@toll/contract/vignette-notices';
import { users } from '../../db/schema/identity';
import type { App } from '../../platform/app-types';
import { audit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';

const tags = ['User'];

/**
 * A signed-in buyer's choice to be reminded by SMS as well as by mail (issue #38): the number is
 * kept on the user (`users.reminder_phone`) and the hourly reminder run sends the expiry
 * reminders of every vignette the user bought to it too (`dueSmsNotices`). Always the caller's own.
 */
export function registerReminderSettingsRoutes(app: App, db: Db) {
  const read = async (userId: number): Promise<ReminderSettings> => {
    const [row] = await db
      .select({ phone: users.reminderPhone })
      .from(users)
      .where(eq(users.id, userId));
    return { sms: (row?.phone ?? null) !== null, phone: row?.phone ?? null };
  };

  app.get(
    '/user/reminder-settings',
    {
      config: { access: 'account', owner: 'self' },
      schema: {
        tags,
        summary: 'How the signed-in user is reminded of expiring vignettes (mail, and SMS)',
        response: { 200: reminderSettingsSchema },
      },
    },
    (request) => read(request.principal!.id),
  );

  app.put(
    '/user/reminder-settings',
    {
      config: { access: 'account', owner: 'self' },
      schema: {
        tags,
        summary:
          'Sets the signed-in user’s reminders: by SMS as well as mail to a mobile number, or mail only',
        body: reminderSettingsUpdateSchema,
        response: { 200: reminderSettingsSchema },
      },
    },
    async (request) => {
      const userId = request.principal!.id;
      const { sms, phone } = request.body;
      if (sms && !phone) throw new AppError(400, { code: 'validation.required', field: 'phone' });
      const next = sms && phone ? normalisePhone(phone) : null;
      const before = await read(userId);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ reminderPhone: next }).where(eq(users.id, userId));
        await audit(tx, request, {
          action: 'user.reminderSettings',
          entity: 'user',
          entityId: userId,
          before: { reminderPhone: before.phone },
          after: { reminderPhone: next },
        });
      });
      return read(userId);
    },
  );
}
