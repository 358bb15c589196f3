import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: embedded database under ./data, vignette mode, port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: './data',
      mode: 'tolling',
      // The address it listens on, which `npm start` prints: pages and the sandbox share an origin.
      publicBaseUrl: 'http://127.0.0.1:3000',
      seedDemo: true,
      authRateLimit: 20,
      refreshRateLimit: 300,
    });
    expect(config.featureFlags).toMatchObject({
      SERVICE_FEES: true,
      INVOICES: true,
      MSTS: false,
      EURO_SWITCH_PERIOD: true,
      TOLLING: true,
    });
  });

  it("reads the operator's chart-of-accounts codes, and refuses an unknown kind by name", () => {
    expect(loadConfig({}).ledgerAccountCodes.BANK).toBe('503');
    const codes = loadConfig({
      LEDGER_ACCOUNT_CODES: 'BANK=504,REVENUE_TOLL=703-10',
    }).ledgerAccountCodes;
    expect(codes).toMatchObject({ BANK: '504', REVENUE_TOLL: '703-10', POS_CASH: '501' });
    expect(() => loadConfig({ LEDGER_ACCOUNT_CODES: 'BANKS=503' })).toThrow(ConfigError);
    expect(() => loadConfig({ LEDGER_ACCOUNT_CODES: 'BANKS=503' })).toThrow(
      /LEDGER_ACCOUNT_CODES=.*unknown ledger account kind "BANKS"/,
    );
  });

  it('lets webhooks go to this machine outside production only, unless told', () => {
    expect(loadConfig({}).webhookLocalUrls).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).webhookLocalUrls).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).webhookLocalUrls).toBe(true);
    expect(loadConfig({ WEBHOOK_LOCAL_URLS: 'true' }).webhookLocalUrls).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'development', WEBHOOK_LOCAL_URLS: 'false' }).webhookLocalUrls,
    ).toBe(false);
  });

  it('takes the listen address as the public one, a wildcard as localhost', () => {
    expect(loadConfig({ PORT: '8080', HOST: '0.0.0.0' }).publicBaseUrl).toBe(
      'http://localhost:8080',
    );
    expect(loadConfig({ HOST: '::1' }).publicBaseUrl).toBe('http://[::1]:3000');
    expect(
      loadConfig({ HOST: '10.0.0.5', PUBLIC_BASE_URL: 'https://toll.bg/' }).publicBaseUrl,
    ).toBe('https://toll.bg');
  });

  it('reads every variable and ignores empty ones', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/toll',
      DATA_DIR: '/var/lib/toll',
      APP_MODE: 'vignette',
      FEATURE_FLAGS: 'MSTS=on, SALES=off',
      PUBLIC_BASE_URL: 'https://vignette.example.bg/',
      SEED_DEMO: 'false',
      HOST: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/toll',
      dataDir: '/var/lib/toll',
      mode: 'vignette',
      publicBaseUrl: 'https://vignette.example.bg',
      seedDemo: false,
    });
    expect(config.featureFlags).toMatchObject({ MSTS: true, SALES: false, TOLLING: false });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT="abc"'],
    [{ PORT: '70000' }, 'PORT="70000"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL="mysql://x"'],
    [{ APP_MODE: 'toll' }, 'APP_MODE="toll"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL="loud"'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO="maybe"'],
    [{ FEATURE_FLAGS: 'NOPE=on' }, 'unknown flag NOPE'],
    [{ FEATURE_FLAGS: 'MSTS=sometimes' }, 'flag MSTS needs on or off'],
    [{ FEATURE_FLAGS: 'TOLLING=on' }, 'APP_MODE'],
    [
      { REFRESH_RATE_LIMIT: '0' },
      'REFRESH_RATE_LIMIT="0": must be a whole number from 1 to 100000',
    ],
    [{ REFRESH_RATE_LIMIT: 'many' }, 'REFRESH_RATE_LIMIT="many": must be a whole number'],
    [{ AUTH_RATE_LIMIT: '2.5' }, 'AUTH_RATE_LIMIT="2.5": must be a whole number from 1 to 100000'],
    [{ CHECK_RATE_LIMIT: '0' }, 'CHECK_RATE_LIMIT="0": must be a whole number from 1 to 10000000'],
    [{ PORT: '0' }, 'PORT="0": must be a whole number from 1 to 65535'],
    [{ NODE_HEAP_MB: '100' }, 'NODE_HEAP_MB="100": must be a whole number of MB from 256 to 65536'],
  ])('refuses %j with a message naming the variable', (env, fragment) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(fragment);
  });
});
