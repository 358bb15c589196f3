import { describe, expect, it } from 'vitest';
import { needsVignette, offersNoticeEmail, STATUS_COLOURS, vignetteKind } from './vignette-status';

const paid = { number: '26031990000001', isSocial: false } as const;

describe('vignette states on the check page', () => {
  it('tells a bought vignette from the free social one and a whitelisted vehicle', () => {
    expect(vignetteKind(paid)).toBe('paid');
    expect(vignetteKind({ number: null, isSocial: true })).toBe('social');
    expect(vignetteKind({ number: null, isSocial: false })).toBe('whitelist');
  });

  it('offers a notice address only for a bought vignette that has not ended', () => {
    expect(offersNoticeEmail({ ...paid, status: 'ACTIVE' })).toBe(true);
    expect(offersNoticeEmail({ ...paid, status: 'NOT_STARTED' })).toBe(true);
    expect(offersNoticeEmail({ ...paid, status: 'EXPIRED' })).toBe(false);
    expect(offersNoticeEmail({ number: null, isSocial: true, status: 'ACTIVE' })).toBe(false);
    expect(offersNoticeEmail({ number: null, isSocial: false, status: 'ACTIVE' })).toBe(false);
  });

  it('offers to buy when nothing is valid now or later', () => {
    expect(needsVignette([])).toBe(true);
    expect(needsVignette([{ status: 'EXPIRED' }])).toBe(true);
    expect(needsVignette([{ status: 'EXPIRED' }, { status: 'NOT_STARTED' }])).toBe(false);
    expect(needsVignette([{ status: 'ACTIVE' }])).toBe(false);
  });

  it('gives every state its own badge colour', () => {
    const colours = Object.values(STATUS_COLOURS);
    expect(new Set(colours).size).toBe(colours.length);
    expect(Object.keys(STATUS_COLOURS).sort()).toEqual([
      'ACTIVE',
      'DEACTIVATED',
      'EXPIRED',
      'NOT_STARTED',
    ]);
  });
});
