import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCraftedGateway } from '../test/crafted-gateway';
import { APPROVED, DECLINED, postResult, purchase, resultFor } from '../test/sales-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { ConfigError, loadConfig } from './config';
import { parseAllowList } from './metrics-config';

const TOKEN = 'scrape-token-0123456789';
const gateway = createCraftedGateway();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ gateway, mail: true, env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

async function scrape(remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
}

/** The value of one sample line, e.g. `toll_mail_sent_total{outcome="sent"}`; 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('answers loopback scrapers in the Prometheus text format', async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('# TYPE toll_http_requests_total counter');
    expect(response.body).toContain('# TYPE toll_http_request_duration_seconds histogram');
    expect(response.body).toContain('toll_process_resident_memory_bytes');
  });

  it('is not there for anyone else, unless they bring the token', async () => {
    const outsider = await scrape('203.0.113.9');
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toMatchObject({ errors: [{ code: 'common.routeNotFound' }] });
    expect(
      (await scrape('203.0.113.9', { authorization: 'Bearer wrong-token-0000000' })).statusCode,
    ).toBe(404);
    expect((await scrape('203.0.113.9', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(
      200,
    );
    // An IPv4 loopback address as IPv6 sees it counts as loopback.
    expect((await scrape('::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it('counts requests and their latency by route pattern, not by address', async () => {
    for (const plate of ['CA1234AB', 'CB9999XY'])
      await t.app.inject({ method: 'GET', url: `/check/vignette/plate/BG/${plate}` });
    await t.app.inject({ method: 'GET', url: '/no/such/address' });
    const text = (await scrape()).body;
    const route = '/check/vignette/plate/:country/:plate';
    expect(
      sample(text, `toll_http_requests_total{method="GET",route="${route}",status="200"}`),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(text, `toll_http_request_duration_seconds_count{method="GET",route="${route}"}`),
    ).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain('CA1234AB');
    expect(text).toContain('route="(unmatched)"');
  });

  it('counts payment results by category, mail sent, the job queue and the pool', async () => {
    const before = (await scrape()).body;
    const paid = await purchase(t, [
      { productId: 'car-weekly', countryCode: 'BG', lpn: 'CA1111MM' },
    ]);
    await postResult(t, resultFor(gateway, paid, APPROVED));
    const declined = await purchase(t, [
      { productId: 'car-weekly', countryCode: 'BG', lpn: 'CA2222MM' },
    ]);
    await postResult(t, resultFor(gateway, declined, DECLINED));
    await postResult(t, resultFor(gateway, declined, APPROVED, { forged: true }));
    const delta = (text: string, series: string) => sample(text, series) - sample(before, series);
    const payments = (category: string) =>
      `toll_payment_results_total{kind="result",category="${category}"}`;
    // The receipt of the approved sale goes out through the mail worker.
    await expect
      .poll(async () => delta((await scrape()).body, 'toll_mail_sent_total{outcome="sent"}'))
      .toBeGreaterThanOrEqual(1);
    const text = (await scrape()).body;
    expect(delta(text, payments('approved'))).toBe(1);
    expect(delta(text, payments('declined'))).toBe(1);
    expect(delta(text, payments('refused:signature'))).toBe(1);
    expect(text).toMatch(/toll_jobs\{queue="receipt\.send",state="\w+"\} \d+/);
    const max = t.database.kind === 'postgres' ? 10 : 1;
    expect(sample(text, 'toll_db_pool_connections{pool="primary",state="max"}')).toBe(max);
    expect(sample(text, 'toll_db_pool_connections{pool="primary",state="total"}')).toBeGreaterThan(
      0,
    );
  });
});

describe('METRICS_ALLOW and METRICS_TOKEN', () => {
  it('default to loopback only, without a token', () => {
    expect(loadConfig({}).metrics).toEqual({ allow: ['127.0.0.0/8', '::1'], token: undefined });
  });

  it('take addresses and networks of both families', () => {
    expect(parseAllowList(' 10.0.0.0/8, 192.168.1.7 ,fd00::/8')).toEqual({
      ok: true,
      list: ['10.0.0.0/8', '192.168.1.7', 'fd00::/8'],
    });
  });

  it.each([
    [{ METRICS_ALLOW: 'prometheus.local' }, 'METRICS_ALLOW'],
    [{ METRICS_ALLOW: '10.0.0.0/33' }, 'METRICS_ALLOW'],
    [{ METRICS_ALLOW: '10.0.0.0/8/1' }, 'METRICS_ALLOW'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
  ])('refuse %j, naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
