import { describe, expect, it } from 'vitest';
import {
  checkReportResultCount,
  CONTACT_REQUIRED_FIELDS,
  missingFields,
  reportDownloadNeedsConfirmation,
  tabHasErrors,
} from './form-rules';

describe('form rules', () => {
  it('lists the blank required contact fields', () => {
    const contact = {
      name: 'Иван',
      surname: ' ',
      email: 'ivan@abv.bg',
      preferredLanguage: 'bg',
      preferredContact: 'email',
      country: 'BG',
      city: 'София',
      street: '',
      code: '1000',
    };
    expect(missingFields(contact, CONTACT_REQUIRED_FIELDS)).toEqual({
      surname: { ok: false, code: 'validation.required' },
      street: { ok: false, code: 'validation.required' },
    });
    expect(Object.keys(missingFields({}, CONTACT_REQUIRED_FIELDS))).toEqual([
      ...CONTACT_REQUIRED_FIELDS,
    ]);
  });

  it('needs at least one report result and fewer than the limit', () => {
    expect(checkReportResultCount(0, 1000)).toEqual({ ok: false, code: 'list.noResults' });
    expect(checkReportResultCount(999, 1000)).toEqual({ ok: true });
    expect(checkReportResultCount(1000, 1000)).toEqual({
      ok: false,
      code: 'report.tooManyResults',
      params: { max: 1000 },
    });
  });

  it('confirms unfiltered downloads and marks tabs with errors', () => {
    expect(reportDownloadNeedsConfirmation({ from: '', partner: null })).toBe(true);
    expect(reportDownloadNeedsConfirmation({ from: '2026-01-01', partner: null })).toBe(false);
    expect(tabHasErrors([{ ok: true }, { ok: false, code: 'validation.required' }])).toBe(true);
    expect(tabHasErrors([{ ok: true }])).toBe(false);
  });
});
