import { describe, expect, it } from 'vitest';
import { staffFormSchemas, type StaffFormInput } from './staff-form-schema';

const input: StaffFormInput = {
  username: 'cashier7',
  email: 'Cashier7@Example.bg',
  password: 'Staff2026x',
  passwordConfirmation: 'Staff2026x',
  firstName: 'Мария',
  lastName: 'Иванова',
  lang: 'bg',
  roles: ['ROLE_VIGNETTE_USER'],
  posIds: '3, 1 3',
  partnerId: '7',
};

describe('staff form', () => {
  it('turns the typed points of sale and partner into ids', () => {
    expect(staffFormSchemas.create.parse(input)).toMatchObject({
      email: 'cashier7@example.bg',
      posIds: [3, 1],
      partnerId: 7,
    });
    expect(staffFormSchemas.edit.parse({ ...input, posIds: '', partnerId: ' ' })).toMatchObject({
      posIds: [],
      partnerId: null,
    });
  });

  it('refuses bad ids, a weak password and a mismatched confirmation when creating', () => {
    const result = staffFormSchemas.create.safeParse({
      ...input,
      posIds: '1, x',
      partnerId: '-2',
      password: 'weakpass1',
      passwordConfirmation: 'other',
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual(
      expect.arrayContaining([
        ['posIds', 'validation.invalidFormat'],
        ['partnerId', 'validation.invalidFormat'],
        ['password', 'validation.weakPassword'],
        ['passwordConfirmation', 'validation.passwordMismatch'],
      ]),
    );
  });

  it('does not check username or password when editing', () => {
    expect(staffFormSchemas.edit.safeParse({ ...input, username: '', password: '' }).success).toBe(
      true,
    );
  });
});
