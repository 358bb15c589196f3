import { checkEmail, checkEmailList } from './contact';
import { fail, OK, type Check } from './validation';

/**
 * Mass mailing (spec §3, §5): to clients, to partners, or to a comma-separated list of e-mails.
 * Clients or partners need a selection; listed e-mails must all be valid; a test e-mail, when
 * given, must be valid.
 */
export type MassMail = {
  recipients: 'clients' | 'partners' | 'emails';
  selectedIds?: readonly (string | number)[];
  emails?: string;
  testEmail?: string | null;
};

export function checkMassMail(mail: MassMail): Check {
  if (mail.recipients === 'emails') {
    const list = checkEmailList(mail.emails ?? '');
    if (!list.ok) return list;
  } else if (!mail.selectedIds || mail.selectedIds.length === 0) {
    return fail('massMail.recipientRequired');
  }
  return mail.testEmail?.trim() ? checkEmail(mail.testEmail) : OK;
}
