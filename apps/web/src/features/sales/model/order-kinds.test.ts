import { describe, expect, it } from 'vitest';
import { orderKinds, orderMix } from './order-kinds';

describe('order kinds', () => {
  it('names one kind, or a mix', () => {
    expect(orderMix([{ kind: 'DELICT' }, { kind: 'DELICT' }])).toBe('DELICT');
    expect(orderMix([{ kind: 'ROUTE_PASS' }])).toBe('ROUTE_PASS');
    expect(orderMix([{ kind: 'ROUTE_PASS' }, { kind: 'VIGNETTE' }])).toBe('MIXED');
    expect(orderMix([])).toBe('VIGNETTE');
    expect(orderKinds([{ kind: 'DELICT' }, { kind: 'VIGNETTE' }])).toEqual(['VIGNETTE', 'DELICT']);
  });
});
