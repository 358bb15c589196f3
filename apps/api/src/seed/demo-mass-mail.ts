import { sql } from 'drizzle-orm';
import type { SeedStep } from './run-seeds';

/**
 * One sent mass mail (`mass-mailing` screen) to every demo client's contacts, with one address
 * that had unsubscribed: its per-recipient log and "not sent to" list are worth opening. New
 * campaigns are composed and sent from the screen (the mail goes to the local capture).
 */
export const demoMassMailStep: SeedStep = {
  name: 'demo-mass-mail',
  run: async (tx) => {
    const sentAt = new Date(Date.now() - 26 * 3_600_000);
    await tx.execute(sql`insert into email_unsubscriptions (email)
      values ('contracts3@demo.bgtoll.bg') on conflict do nothing`);
    await tx.execute(sql`with campaign as (
        insert into mass_mail_campaigns (subject_bg, subject_en, message_bg, message_en,
          recipient_kind, selection, status, queued_at, finished_at, created_at)
        values ('Ремонт на АМ „Тракия“ от 1 декември', 'Works on the Trakia motorway from 1 December',
          ${'Уважаеми клиенти,\n\nот 1 декември между км 24 и км 42 на АМ „Тракия“ движението е в една лента в посока Бургас. Моля, планирайте пътуването си.'},
          ${'Dear customers,\n\nfrom 1 December traffic on the Trakia motorway between km 24 and km 42 runs in one lane towards Burgas. Please plan your journey.'},
          'clients', '{"all": true}'::jsonb, 'SENT', ${sentAt}, ${sentAt}, ${sentAt})
        returning id
      )
      insert into mass_mail_recipients (campaign_id, email, lang, status, sent_at, updated_at)
      select distinct on (lower(x.value ->> 'emailAddress')) (select id from campaign),
        x.value ->> 'emailAddress', case when ac.preferred_language = 'en' then 'en' else 'bg' end,
        case when lower(x.value ->> 'emailAddress') = 'contracts3@demo.bgtoll.bg'
          then 'SKIPPED_UNSUBSCRIBED' else 'SENT' end,
        case when lower(x.value ->> 'emailAddress') = 'contracts3@demo.bgtoll.bg'
          then null else ${sentAt}::timestamptz end,
        ${sentAt}
      from account_contacts ac cross join lateral jsonb_array_elements(ac.contact_emails) x
      order by lower(x.value ->> 'emailAddress')`);
    await tx.execute(sql`update mass_mail_campaigns c set
        recipient_count = (select count(*) from mass_mail_recipients r where r.campaign_id = c.id),
        sent_count = (select count(*) from mass_mail_recipients r where r.campaign_id = c.id and r.status = 'SENT'),
        skipped_count = (select count(*) from mass_mail_recipients r where r.campaign_id = c.id and r.status = 'SKIPPED_UNSUBSCRIBED')`);
  },
};
