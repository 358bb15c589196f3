// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../test/session-fixtures';
import { ApiRequestError, setApiTransport } from './client';
import { browserSession } from './session/browser-session';
import { api, fillPath } from './typed-client';

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** The API as the transport sees it: `answer` by the bearer token of each request. */
function serve(answer: (token: string | null, sent: Sent) => Response) {
  const sent: Sent[] = [];
  setApiTransport(async (input, init) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const request: Sent = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: init?.body,
    };
    sent.push(request);
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const token = headers.Authorization?.replace('Bearer ', '') ?? null;
    return answer(token, request);
  });
  return sent;
}

const same = (value: unknown) => value;

beforeEach(() => browserSession.clear());
afterEach(() => {
  browserSession.clear();
  vi.unstubAllGlobals();
});

describe('the typed client', () => {
  it('fills the path parameters (encoded) and sends the query, the language and the token', async () => {
    browserSession.start(session('t1'), false);
    const sent = serve(() => json(200, { ok: true }));
    const answer = await api.get('/history/{entity}/{id}', {
      lang: 'en',
      params: { entity: 'a/b c', id: 7 },
      parse: same,
    });
    expect(answer).toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/history/a%2Fb%20c/7?browser-language=en');
    expect(sent[0]!.headers).toMatchObject({
      'Accept-Language': 'en',
      Authorization: 'Bearer t1',
    });
  });

  it('renews the session once on a 401 and repeats the call with the new token', async () => {
    browserSession.start(session('t1'), false);
    const refresh = vi.fn(async () => json(200, session('t2')));
    vi.stubGlobal('fetch', refresh);
    const sent = serve((token) => (token === 't2' ? json(200, [1, 2]) : json(401, {})));
    const answer = await api.get('/news', { lang: 'bg', query: { page: '2' }, parse: same });
    expect(answer).toEqual([1, 2]);
    expect(sent.map((s) => s.headers.Authorization)).toEqual(['Bearer t1', 'Bearer t2']);
    expect(sent[1]!.url).toBe('/api/news?page=2&browser-language=bg');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(browserSession.read()?.token).toBe('t2');
  });

  it('sends the JSON body and turns a refusal into an ApiRequestError with the field errors', async () => {
    const sent = serve(() =>
      json(400, {
        status: 400,
        message: 'Невалидни данни',
        errors: [{ code: 'x', field: 'content', message: 'Задължително поле' }],
      }),
    );
    const call = api.post('/msts/import', {
      lang: 'bg',
      body: { content: 'a;b' },
      auth: 'none',
      parse: same,
    });
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'content', message: 'Задължително поле' }],
    });
    expect(sent[0]!).toMatchObject({ method: 'POST', body: JSON.stringify({ content: 'a;b' }) });
    expect(sent[0]!.headers['Content-Type']).toBe('application/json');
    expect(sent[0]!.headers.Authorization).toBeUndefined();
  });

  it('uploads a file as the raw body with its own type', async () => {
    const sent = serve(() => json(201, { id: 1 }));
    const file = new Blob(['%PDF'], { type: 'application/pdf' });
    await api.post('/accounts/{id}/documents', {
      lang: 'bg',
      params: { id: 3 },
      query: { kind: 'CONTRACT', fileName: 'c.pdf' },
      file,
      parse: same,
    });
    expect(sent[0]!.url).toBe(
      '/api/accounts/3/documents?kind=CONTRACT&fileName=c.pdf&browser-language=bg',
    );
    expect(sent[0]!.body).toBe(file);
    expect(sent[0]!.headers['Content-Type']).toBe('application/pdf');
  });

  it('rejects with the AbortError itself when the call is aborted', async () => {
    serve(() => json(200, {}));
    const controller = new AbortController();
    controller.abort();
    const call = api.get('/countries', { lang: 'bg', signal: controller.signal, parse: same });
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('downloads a file with its name, and a public one without the token', async () => {
    browserSession.start(session('t1'), false);
    const sent = serve(
      () =>
        new Response('a;b\n', {
          headers: { 'Content-Disposition': "attachment; filename*=UTF-8''segments.csv" },
        }),
    );
    const file = await api.download('/toll-segments/export', {
      lang: 'bg',
      auth: 'none',
      query: { ids: '1', axles: '2', dates: '2026-11-29', emissionClassId: '1' },
    });
    expect(file.fileName).toBe('segments.csv');
    expect(await file.blob.text()).toBe('a;b\n');
    expect(sent[0]!.headers.Authorization).toBeUndefined();
    await api.download('/invoices/{id}/pdf', { lang: 'bg', params: { id: 5 } });
    expect(sent[1]!.headers.Authorization).toBe('Bearer t1');
    expect(sent[1]!.url).toBe('/api/invoices/5/pdf?browser-language=bg');
  });

  it('makes the addresses of plain links', () => {
    expect(api.href('/generatePdf', { lang: 'de', query: { vignette_id: 'V 1' } })).toBe(
      '/api/generatePdf?vignette_id=V+1&browser-language=de',
    );
    expect(api.href('/documents/{id}', { params: { id: 'terms' }, query: { lang: 'en' } })).toBe(
      '/api/documents/terms?lang=en',
    );
    expect(() => fillPath('/partners/{id}', {})).toThrow(/id/);
  });
});
