import { describe, expect, it } from 'vitest';
import { checkMassMail } from './mass-mail';

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
});
