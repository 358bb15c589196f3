import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUSES,
  type AccountStatus,
  accountTransitionNeedsConfirmation,
  checkAccountTransition,
  checkDeliveryOpen,
  normaliseAccountStatus,
} from './statuses';

describe('account status', () => {
  it('allows exactly the documented transitions', () => {
    const allowed: string[] = [];
    for (const from of ACCOUNT_STATUSES) {
      for (const to of ACCOUNT_STATUSES) {
        if (checkAccountTransition(from, to, 'reason').ok) allowed.push(`${from}>${to}`);
      }
    }
    expect(allowed).toEqual([
      'PRE_ACTIVE>ACTIVE',
      'PRE_ACTIVE>CLOSED',
      'ACTIVE>SUSPENDED',
      'ACTIVE>PRE_CLOSED',
      'ACTIVE>CLOSED',
      'SUSPENDED>ACTIVE',
      'SUSPENDED>PRE_CLOSED',
      'SUSPENDED>CLOSED',
      'PRE_CLOSED>CLOSED',
    ]);
  });

  it('needs a reason to suspend or close, and says which transition is refused', () => {
    expect(checkAccountTransition('ACTIVE', 'SUSPENDED', ' ')).toEqual({
      ok: false,
      code: 'validation.reasonRequired',
    });
    expect(checkAccountTransition('PRE_CLOSED', 'CLOSED')).toEqual({
      ok: false,
      code: 'validation.reasonRequired',
    });
    expect(checkAccountTransition('SUSPENDED', 'ACTIVE')).toEqual({ ok: true });
    expect(checkAccountTransition('CLOSED', 'ACTIVE', 'x')).toEqual({
      ok: false,
      code: 'contract.invalidStatusTransition',
      params: { from: 'CLOSED', to: 'ACTIVE' },
    });
  });

  it('asks for confirmation to suspend and to re-activate', () => {
    const pairs: [AccountStatus, AccountStatus][] = [
      ['ACTIVE', 'SUSPENDED'],
      ['SUSPENDED', 'ACTIVE'],
      ['ACTIVE', 'CLOSED'],
    ];
    expect(pairs.map(([a, b]) => accountTransitionNeedsConfirmation(a, b))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('reads other spellings, INACTIVE meaning SUSPENDED', () => {
    expect(normaliseAccountStatus('Pre-Active')).toBe('PRE_ACTIVE');
    expect(normaliseAccountStatus('pre closed')).toBe('PRE_CLOSED');
    expect(normaliseAccountStatus('Inactive')).toBe('SUSPENDED');
    expect(normaliseAccountStatus('Deleted')).toBeNull();
  });
});

describe('devices and deliveries', () => {
  it('treats REQUESTED and SHIPPED deliveries as open', () => {
    expect(checkDeliveryOpen('REQUESTED')).toEqual({ ok: true });
    expect(checkDeliveryOpen('SHIPPED')).toEqual({ ok: true });
    expect(checkDeliveryOpen('DELIVERED')).toEqual({ ok: false, code: 'delivery.notOpen' });
    expect(checkDeliveryOpen('CREATED')).toEqual({ ok: false, code: 'delivery.notOpen' });
  });
});
