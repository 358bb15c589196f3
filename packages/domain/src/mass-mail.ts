import { checkEmail, checkEmailList, parseEmailList } from './contact';
import { fail, OK, type Check } from './validation';

/** Who a mass mail goes to (spec §3 Mass mail): clients' contacts, partners' users, or a list. */
export const MASS_MAIL_RECIPIENT_KINDS = ['clients', 'partners', 'emails'] as const;
export type MassMailRecipientKind = (typeof MASS_MAIL_RECIPIENT_KINDS)[number];

/** DRAFT (composed, test mail allowed) → SENDING (recipients queued) → SENT (none left queued). */
export const MASS_MAIL_STATUSES = ['DRAFT', 'SENDING', 'SENT'] as const;
export type MassMailStatus = (typeof MASS_MAIL_STATUSES)[number];

/** One recipient: QUEUED until the job sends it; an unsubscribed address is skipped, never mailed. */
export const MASS_MAIL_RECIPIENT_STATUSES = [
  'QUEUED',
  'SENT',
  'FAILED',
  'SKIPPED_UNSUBSCRIBED',
] as const;
export type MassMailRecipientStatus = (typeof MASS_MAIL_RECIPIENT_STATUSES)[number];

/** The statuses of the "not sent to" list (spec §8): the message did not reach these addresses. */
export const NOT_SENT_STATUSES: readonly MassMailRecipientStatus[] = [
  'FAILED',
  'SKIPPED_UNSUBSCRIBED',
];

/** At most this many addresses in one listed-e-mails campaign (larger audiences are clients). */
export const MAX_LISTED_EMAILS = 5_000;

/**
 * Mass mailing (spec §3, §5): to clients, to partners, or to a comma-separated list of e-mails.
 * Clients or partners need a selection (some, or all of them); listed e-mails must all be valid;
 * a test e-mail, when given, must be valid.
 */
export type MassMail = {
  recipients: MassMailRecipientKind;
  selectedIds?: readonly (string | number)[];
  /** Every client (or every partner) with an e-mail, instead of a selection. */
  all?: boolean;
  emails?: string;
  testEmail?: string | null;
};

export function checkMassMail(mail: MassMail): Check {
  if (mail.recipients === 'emails') {
    const list = checkEmailList(mail.emails ?? '');
    if (!list.ok) return list;
    if (parseEmailList(mail.emails ?? '').length > MAX_LISTED_EMAILS)
      return fail('validation.maxNumber', { max: MAX_LISTED_EMAILS });
  } else if (!mail.all && (!mail.selectedIds || mail.selectedIds.length === 0)) {
    return fail('massMail.recipientRequired');
  }
  return mail.testEmail?.trim() ? checkEmail(mail.testEmail) : OK;
}

/**
 * The listed e-mails once each, compared case-insensitively (the first spelling kept, trimmed), in
 * the order given: the database's UNIQUE (campaign, lower(email)) holds the same rule.
 */
export function uniqueEmails(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const email = raw.trim();
    const key = email.toLowerCase();
    if (email === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(email);
  }
  return out;
}

/** A campaign is finished when none of its recipients is still queued. */
export function campaignStatusAfter(queued: number): MassMailStatus {
  return queued === 0 ? 'SENT' : 'SENDING';
}
