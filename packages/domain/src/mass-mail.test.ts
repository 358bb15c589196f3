import { describe, expect, it } from 'vitest';
import { campaignStatusAfter, checkMassMail, MAX_LISTED_EMAILS, uniqueEmails } from './mass-mail';

describe('mass mail', () => {
  it('needs a selection of clients or partners', () => {
    expect(checkMassMail({ recipients: 'clients', selectedIds: [1] })).toEqual({ ok: true });
    expect(checkMassMail({ recipients: 'partners', selectedIds: [] })).toEqual({
      ok: false,
      code: 'massMail.recipientRequired',
    });
    expect(checkMassMail({ recipients: 'clients' })).toEqual({
      ok: false,
      code: 'massMail.recipientRequired',
    });
  });

  it('needs valid listed e-mails', () => {
    expect(checkMassMail({ recipients: 'emails', emails: 'a@b.bg, c@d.bg' })).toEqual({ ok: true });
    expect(checkMassMail({ recipients: 'emails', emails: 'a@b.bg, c@' })).toEqual({
      ok: false,
      code: 'validation.invalidEmailInList',
      params: { email: 'c@' },
    });
    expect(checkMassMail({ recipients: 'emails' })).toEqual({
      ok: false,
      code: 'validation.required',
    });
  });

  it('needs a valid test e-mail when one is given', () => {
    expect(
      checkMassMail({ recipients: 'clients', selectedIds: [1], testEmail: 'test@b.bg' }),
    ).toEqual({ ok: true });
    expect(checkMassMail({ recipients: 'clients', selectedIds: [1], testEmail: 'test' })).toEqual({
      ok: false,
      code: 'validation.invalidEmail',
    });
    expect(checkMassMail({ recipients: 'clients', selectedIds: [1], testEmail: ' ' })).toEqual({
      ok: true,
    });
  });

  it('takes "all" as a selection of clients or partners', () => {
    expect(checkMassMail({ recipients: 'partners', all: true })).toEqual({ ok: true });
    expect(checkMassMail({ recipients: 'clients', all: false })).toEqual({
      ok: false,
      code: 'massMail.recipientRequired',
    });
  });

  it('bounds a listed-e-mails campaign', () => {
    const emails = Array.from({ length: MAX_LISTED_EMAILS + 1 }, (_, i) => `u${i}@b.bg`).join(',');
    expect(checkMassMail({ recipients: 'emails', emails })).toEqual({
      ok: false,
      code: 'validation.maxNumber',
      params: { max: MAX_LISTED_EMAILS },
    });
  });

  it('keeps each address once, case-insensitively, in the order given', () => {
    expect(uniqueEmails([' A@b.bg', 'c@d.bg', 'a@B.BG', '', 'C@d.bg', 'e@f.bg'])).toEqual([
      'A@b.bg',
      'c@d.bg',
      'e@f.bg',
    ]);
  });

  it('finishes a campaign when nothing is left queued', () => {
    expect(campaignStatusAfter(0)).toBe('SENT');
    expect(campaignStatusAfter(3)).toBe('SENDING');
  });
});
