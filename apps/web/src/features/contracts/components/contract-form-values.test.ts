import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountCreateBodySchema } from '@toll/contract/accounts';
import { bodyResolver } from '../../../forms/body-resolver';
import { bodyOf, CONTRACT_FORM_TABS, fieldOf, START, type Values } from './contract-form-values';

beforeAll(async () => {
  await i18next.init({ lng: 'en', fallbackLng: 'bg', resources: {}, initAsync: false });
});

/** A new business client with a postpaid contract and its contact, as a clerk fills it in. */
const filled: Values = {
  ...START,
  identificationNumber: '209999914',
  companyName: 'Е2Е Транс ЕООД',
  city: 'Русе',
  postalCode: '7000',
  street: 'ул. Дунав 5',
  iban: 'BG80 BNBG 9661 1020 3456 78',
  contactFirstName: 'Иван',
  contactLastName: 'Петров',
  email: 'ivan@e2e-trans.example.bg',
};

const resolve = (values: Values) =>
  bodyResolver<Values>(accountCreateBodySchema, bodyOf, fieldOf)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
const messages = async (values: Values) =>
  Object.fromEntries(
    Object.entries((await resolve(values)).errors).map(([name, error]) => [name, error?.message]),
  );

describe('the contract form checks with the server’s schema of POST /accounts', () => {
  it('accepts what the server accepts', async () => {
    expect(await messages(filled)).toEqual({});
  });

  it('flags a bad IBAN on its field before any save, in the catalogue’s words', async () => {
    await i18next.changeLanguage('en');
    const errors = await messages({ ...filled, iban: 'BG80 BNBG 9661 1020 3456 79' });
    expect(Object.keys(errors)).toEqual(['iban']);
    expect(errors.iban).toMatch(/IBAN/);
  });

  it('puts a nested failure on the flat field it came from (the contact’s e-mail, the EIK)', async () => {
    await i18next.changeLanguage('bg');
    const errors = await messages({ ...filled, email: '', identificationNumber: '209999915' });
    expect(errors.email).toBe('Полето е задължително');
    expect(errors.identificationNumber).toBeTruthy();
    expect(Object.keys(errors).sort()).toEqual(['email', 'identificationNumber']);
  });

  it('asks an individual for first and last name, not a company name', async () => {
    const errors = await messages({ ...filled, customerType: '1', identificationType: '3' });
    expect(errors.companyName).toBeUndefined();
    expect(errors.firstName).toBeTruthy();
    expect(errors.lastName).toBeTruthy();
  });

  it('names a tab for every field, and a body path the form lacks maps to no field', () => {
    const onTabs = Object.values(CONTRACT_FORM_TABS).flat().sort();
    expect(onTabs).toEqual(Object.keys(START).sort());
    expect(fieldOf('contacts.0.contactEmails.0.emailAddress')).toBe('email');
    expect(fieldOf('creditLimitBgTollEurMinor')).toBe('creditLimitEur');
    expect(fieldOf('customer.iban')).toBe('iban');
    expect(fieldOf('version')).toBeNull();
  });
});
