import { eq } from 'drizzle-orm';
import { partners, pointsOfSale } from '../db/schema/partners';
import { reportSubscriptions } from '../db/schema/reports';
import type { SeedStep } from './run-seeds';

/**
 * Scheduled reports for the demo: the partner of POS 1 (Shell) receives its daily sales per POS
 * and product on SFTP (the local server of `npm start`, files under $DATA_DIR/sftp/partner-<id>)
 * and its weekly commissions by e-mail (the mail capture).
 */
export const demoReportsStep: SeedStep = {
  name: 'demo-report-subscriptions',
  run: async (tx) => {
    const [pos] = await tx
      .select({ partnerId: pointsOfSale.partnerId })
      .from(pointsOfSale)
      .where(eq(pointsOfSale.id, 1));
    if (!pos) return;
    await tx
      .update(partners)
      .set({ receivesReports: true, reportsAllowed: true, sftpAllowed: true })
      .where(eq(partners.id, pos.partnerId));
    await tx.insert(reportSubscriptions).values([
      {
        partnerId: pos.partnerId,
        reportType: 'SALES_BY_POS_PRODUCT',
        schedule: 'DAILY',
        format: 'xlsx',
        byEmail: false,
        bySftp: true,
      },
      {
        partnerId: pos.partnerId,
        reportType: 'COMMISSIONS',
        schedule: 'WEEKLY',
        format: 'csv',
        byEmail: true,
        bySftp: false,
        email: 'reports@shell.example.bg',
      },
    ]);
  },
};
