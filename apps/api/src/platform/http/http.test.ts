import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@toll/contract/errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AppError } from './app-error';
import { registerErrorHandling } from './error-handler';
import { registerRequestLang } from './request-lang';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the assembled API', () => {
  it('answers unknown API paths with a JSON 404 in the caller language', async () => {
    const bg = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(bg.statusCode).toBe(404);
    const body = apiErrorSchema.parse(bg.json());
    expect(body.errors[0]!.code).toBe('common.routeNotFound');
    expect(body.message).toMatch(/[а-я]/);
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(404);
    expect(en.json().message).toMatch(/^[\x20-\x7e]+$/);
    expect(en.json().message).not.toBe(body.message);
  });

  it('sends security headers and a request id, echoing a sane incoming one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/countries',
      headers: { 'x-request-id': 'abc12345-trace' },
    });
    expect(res.headers['x-request-id']).toBe('abc12345-trace');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toBeDefined();
    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/countries',
      headers: { 'x-request-id': 'x\u0001y' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({
      status: 'ready',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/readyz' })).statusCode).toBe(200);
  });

  it('publishes OpenAPI documentation of the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/countries',
        '/api/products',
        '/api/v2/products',
        '/api/v1/c5/master/regions/{code}',
      ]),
    );
  });
});

describe('error handling', () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerRequestLang(app);
    registerErrorHandling(app);
    app.post(
      '/echo',
      {
        schema: {
          body: z.strictObject({
            email: z.email(),
            name: z.string().min(2).max(5),
            count: z.number().int().max(9),
          }),
        },
      },
      (request) => request.body,
    );
    app.get('/boom', () => {
      throw new Error('secret internals');
    });
    app.get('/conflict', () => {
      throw new AppError(409, [
        { code: 'validation.required', field: 'a' },
        { code: 'validation.invalidEmail', field: 'b' },
      ]);
    });
    await app.ready();
  });
  afterAll(() => app.close());
  const post = (payload: string, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: `/echo?browser-language=${lang}`,
      payload,
      headers: { 'content-type': 'application/json' },
    });

  it('turns each schema failure into a catalogue error with its field', async () => {
    const res = await post(JSON.stringify({ email: 'nope', name: 'x', count: 1.5, extra: 1 }));
    expect(res.statusCode).toBe(400);
    const codes = apiErrorSchema.parse(res.json()).errors.map((e) => [e.code, e.field]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['validation.invalidEmail', 'email'],
        ['validation.minLength', 'name'],
        ['validation.mustBeInteger', 'count'],
        ['validation.unknownField', 'extra'],
      ]),
    );
    const missing = await post(JSON.stringify({}), 'bg');
    expect(missing.json().errors[0]).toMatchObject({
      code: 'validation.required',
      message: 'Полето е задължително',
    });
    const tooLong = await post(JSON.stringify({ email: 'a@b.bg', name: 'abcdefgh', count: 12 }));
    expect(tooLong.json().errors.map((e: { code: string }) => e.code)).toEqual([
      'validation.maxLength',
      'validation.maxNumber',
    ]);
  });

  it('answers malformed JSON and wrong media types without a 500', async () => {
    const broken = await post('{"email": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].code).toBe('common.malformedJson');
    const xml = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().errors[0].code).toBe('common.unsupportedMediaType');
  });

  it('hides internals of unexpected failures and keeps every detail of domain errors', async () => {
    const boom = await app.inject({ method: 'GET', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('secret');
    expect(boom.json().errors[0].code).toBe('common.internal');
    const conflict = await app.inject({ method: 'GET', url: '/conflict?browser-language=bg' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      message: 'Полето е задължително',
      errors: [{ field: 'a' }, { field: 'b' }],
    });
  });
});
