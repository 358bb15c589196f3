import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFormSchema } from '../features/identity/register-form-schema';
import { contractResolver } from './contract-resolver';

beforeAll(async () => {
  await i18next.init({ lng: 'en', fallbackLng: 'bg', resources: {}, initAsync: false });
});

const resolve = async (values: Record<string, string>) => {
  const resolver = contractResolver(registerFormSchema);
  const base = {
    username: 'ivan.petrov',
    email: 'Ivan@Example.bg',
    password: 'Sofia2026',
    passwordConfirmation: 'Sofia2026',
    firstName: 'Иван',
    lastName: 'Петров',
    lang: 'bg',
  };
  return resolver({ ...base, ...values } as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
};

const messages = (result: Awaited<ReturnType<typeof resolve>>) =>
  Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error?.message]));

describe('form validation with the contract rules', () => {
  it('passes valid input through the contract schema (the e-mail is lower-cased)', async () => {
    const result = await resolve({});
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ email: 'ivan@example.bg', username: 'ivan.petrov' });
  });

  it('speaks the catalogue messages of spec §5, with parameters, in the current language', async () => {
    await i18next.changeLanguage('en');
    const result = await resolve({
      username: '.bad..name',
      email: 'not-mail',
      password: 'short',
      passwordConfirmation: 'other',
      firstName: '   ',
    });
    expect(messages(result)).toEqual({
      username: expect.stringContaining('The username may contain letters'),
      email: 'Not valid email',
      password: 'Enter at least 8 characters',
      passwordConfirmation: 'The passwords do not match',
      firstName: 'This field is required',
    });
    await i18next.changeLanguage('bg');
    expect(
      messages(await resolve({ password: 'alllowercase1', passwordConfirmation: 'alllowercase1' })),
    ).toEqual({
      password: 'Паролата трябва да съдържа главна и малка латинска буква и цифра',
    });
  });

  it('reports an empty field as required rather than by the rule it fails', async () => {
    await i18next.changeLanguage('bg');
    expect(messages(await resolve({ username: '' }))).toEqual({
      username: 'Полето е задължително',
    });
  });
});
