import { describe, expect, it } from 'vitest';
import { paymentProblems } from './payment-problems';

describe("a refused payment's messages", () => {
  it('go to the item or field they name', () => {
    const problems = paymentProblems({
      message: 'Invalid data',
      fieldErrors: [
        { field: 'vignettes.1.lpn', message: 'Invalid registration number' },
        { field: 'vignettes.1', message: 'Already has a vignette' },
        { field: 'vignettes.0', message: 'This vehicle already has a vignette for this period' },
        { field: 'routePasses.0.request.startTime', message: 'The start is in the past' },
        { field: 'email', message: 'Not valid email' },
        { field: 'consents.terms', message: 'You must agree to the terms and conditions' },
        { field: 'consents.noRefund', message: 'You must accept…' },
        { field: 'vignettesX', message: 'Something else' },
      ],
    });
    expect(problems).toEqual({
      vignettes: {
        0: ['This vehicle already has a vignette for this period'],
        1: ['Invalid registration number', 'Already has a vignette'],
      },
      routePasses: { 0: ['The start is in the past'] },
      fields: {
        email: 'Not valid email',
        terms: 'You must agree to the terms and conditions',
        noRefund: 'You must accept…',
      },
      other: ['Something else'],
    });
  });

  it('without field errors, the whole message goes to the alert (503 sales paused)', () => {
    expect(paymentProblems({ message: 'Sales are temporarily suspended' })).toEqual({
      vignettes: {},
      routePasses: {},
      fields: {},
      other: ['Sales are temporarily suspended'],
    });
  });
});
