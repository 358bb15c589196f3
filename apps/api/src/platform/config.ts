import { z } from 'zod';
import { DEFAULT_AUTO_BOOK_SCORE } from '@toll/domain/bank-match';
import { parseLedgerAccountCodes, type LedgerAccountCodes } from '@toll/domain/chart-of-accounts';
import type { FeatureFlags } from '@toll/domain/feature-flags';
import { parseFeatureFlagOverrides } from './feature-flag-config';
import { parseMapTiles, type MapTiles } from './map-tiles-config';
import { parseAllowList, type MetricsAccess } from './metrics-config';
import { parsePaymentGateway, type PaymentGatewayConfig } from './payment-gateway-config';
import { parseDocumentStore, type DocumentStoreConfig } from './document-store/config';
import { parseRegixConfig, type RegixConfig } from './regix-config';

/** A whole number within bounds; every refusal names the range. */
function wholeNumber(min: number, max: number) {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}
const port = wholeNumber(1, 65_535);
const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true, false, 1, 0, yes, no, on, off',
  })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** Every environment variable the platform reads. README "Configuration" documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_BASE_URL: z
    .url({ error: 'must be an absolute URL such as https://vignette.example.bg' })
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .max(500, { error: 'must be a whole number from 1 to 500' })
    .default(10),
  /**
   * The V8 heap limit `npm start` passes to Node (`--max-old-space-size`, package.json); read here
   * only so that a value Node would take but that cannot carry the platform stops start-up clearly.
   */
  NODE_HEAP_MB: z.coerce
    .number()
    .int()
    .min(256, { error: 'must be a whole number of MB from 256 to 65536' })
    .max(65_536, { error: 'must be a whole number of MB from 256 to 65536' })
    .optional(),
  /** Read replicas (read-replicas.ts): one URL or several, comma-separated. */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/[^,\s]+(\s*,\s*postgres(ql)?:\/\/[^,\s]+)*$/, {
      error: 'must be one or more postgres:// URLs, comma-separated',
    })
    .optional(),
  DATABASE_READ_MAX_LAG_MS: wholeNumber(0, 3_600_000).default(5_000),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  APP_MODE: z
    .enum(['vignette', 'tolling'], { error: 'must be vignette or tolling' })
    .default('tolling'),
  FEATURE_FLAGS: z.string().default(''),
  SEED_DEMO: bool.default(true),
  SERVE_WEB: bool.default(true),
  TRUST_PROXY: bool.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('BG TOLL <no-reply@bgtoll.bg>'),
  MAIL_CAPTURE_DIR: z.string().min(1).optional(),
  /** The SMS centre, smpp://system_id:password@host:port; unset: a local SMSC capture. */
  SMSC_URL: z
    .string()
    .regex(/^smpps?:\/\/[^\s]+$/, 'an smpp:// address')
    .optional(),
  /** The sender shown on SMS (alphanumeric, up to 11 characters, or a number). */
  SMS_SOURCE_ADDR: z.string().min(1).max(16).default('BGTOLL'),
  SMS_CAPTURE_DIR: z.string().min(1).optional(),
  /** The first retry of a failed SMS after this many seconds, doubling each time. */
  SMS_RETRY_DELAY_SECONDS: wholeNumber(1, 3600).default(30),
  /** A bind or submit the SMSC does not answer within this many milliseconds has failed. */
  SMSC_TIMEOUT_MS: wholeNumber(100, 120_000).default(10_000),
  /**
   * How long the SMSC keeps trying to deliver an SMS (its validity period): within it every message
   * it holds gets a final receipt. An SMS whose submit was not answered waits this long (plus
   * SMS_RECEIPT_GRACE_SECONDS) for its receipt before it is submitted again.
   */
  SMS_VALIDITY_SECONDS: wholeNumber(1, 7 * 86_400).default(86_400),
  SMS_RECEIPT_GRACE_SECONDS: wholeNumber(0, 86_400).default(300),
  REPORTS_SFTP_URL: z
    .string()
    .regex(
      /^sftp:\/\/[^:@/]+:[^@/]+@[^/:]+(:\d+)?(\/.*)?$/,
      'must be sftp://user:password@host[:port][/dir]',
    )
    .optional(),
  REPORTS_SFTP_PORT: wholeNumber(0, 65_535).default(0),
  REPORTS_SFTP_DIR: z.string().min(1).optional(),
  REPORTS_SFTP_KEYS_DIR: z.string().min(1).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_RATE_LIMIT: wholeNumber(1, 100_000).default(20),
  /** Where rate limits count: the database (shared by every process), or each process's memory. */
  RATE_LIMIT_STORE: z.enum(['database', 'memory']).optional(),
  REFRESH_RATE_LIMIT: wholeNumber(1, 100_000).default(300),
  PURCHASE_RATE_LIMIT: wholeNumber(1, 1_000_000).default(120),
  /** Reseller API requests per minute and API key (#18). */
  RESELLER_RATE_LIMIT: wholeNumber(1, 10_000_000).default(3000),
  /** Fleet API requests per minute and key (#36). */
  FLEET_RATE_LIMIT: wholeNumber(1, 10_000_000).default(600),
  /** Webhook endpoints on this machine over plain http (#36): on outside production, off in it. */
  WEBHOOK_LOCAL_URLS: bool.optional(),
  /** How long a claim (an Idempotency-Key) is held for a request before a retry may take it over (#31). */
  CLAIM_LEASE_MS: wholeNumber(500, 3_600_000).default(30_000),
  /** How long a started job is held before the queue takes it over (retries it) as dead (#31). */
  /** The sandbox gateway's server calls take this long, half each way (the crash suite's network). */
  SANDBOX_LATENCY_MS: wholeNumber(0, 30_000).default(0),
  JOB_LEASE_SECONDS: wholeNumber(5, 86_400).default(900),
  /**
   * Months of toll transactions kept live (the current one and those before it); older months are
   * detached to the `archive` schema by the daily partition job. 0 keeps every month.
   */
  TOLL_LIVE_MONTHS: wholeNumber(0, 1200).default(25),
  /** The first retry's delay of a failed job, or of one taken over after its lease (doubling). */
  JOB_RETRY_DELAY_SECONDS: wholeNumber(1, 3_600).default(30),
  /** The finance mailbox the ledger auditor writes to when it finds a breach (#31); unset: none. */
  FINANCE_MAIL: z.email().optional(),
  /** The chart-of-accounts codes that replace the defaults, e.g. `BANK=504,REVENUE_TOLL=703-10`. */
  LEDGER_ACCOUNT_CODES: z
    .string()
    .optional()
    .transform((text, ctx) => {
      try {
        return parseLedgerAccountCodes(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** The match score (0–100) from which a bank line books itself; below, it waits for a clerk. */
  BANK_AUTO_BOOK_SCORE: wholeNumber(1, 100).default(DEFAULT_AUTO_BOOK_SCORE),
  /**
   * The acquirers' IBANs a card settlement batch comes from, comma-separated; unset: a credit line
   * whose text reads as a card settlement is one, whoever paid it.
   */
  CARD_ACQUIRER_IBANS: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const list = (text ?? '')
        .split(',')
        .map((x) => x.replace(/\s/g, '').toUpperCase())
        .filter(Boolean);
      const bad = list.find((x) => !/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(x));
      if (bad) {
        ctx.addIssue({ code: 'custom', message: `"${bad}" is not an IBAN` });
        return z.NEVER;
      }
      return list;
    }),
  CHECK_RATE_LIMIT: wholeNumber(1, 10_000_000).default(1200),
  CAPTCHA_DISABLED: bool.default(false),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1_000).max(10_000_000).default(50_000),
  FEATURE_OVERLAY_PASSWORD: z
    .string()
    .min(8, { error: 'must be at least 8 characters (or unset to switch the overlay off)' })
    .optional(),
  /** The vehicle registry (RegiX), read by parseRegixConfig (regix-config.ts). */
  REGIX_MODE: z.string().optional(),
  REGIX_URL: z.string().optional(),
  REGIX_CLIENT_CERT_FILE: z.string().optional(),
  REGIX_CLIENT_KEY_FILE: z.string().optional(),
  REGIX_CLIENT_KEY_PASSPHRASE: z.string().optional(),
  REGIX_CA_FILE: z.string().optional(),
  REGIX_TIMEOUT_MS: z.string().optional(),
  REGIX_ADMINISTRATION_OID: z.string().optional(),
  REGIX_ADMINISTRATION_NAME: z.string().optional(),
  REGIX_EMPLOYEE_IDENTIFIER: z.string().optional(),
  REGIX_LAW_REASON: z.string().optional(),
  /** The document store, read by parseDocumentStore (document-store/config.ts). */
  DOCUMENT_STORE: z.string().optional(),
  DOCUMENT_DIR: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().optional(),
  /** The card gateway, read by parsePaymentGateway (payment-gateway-config.ts). */
  PAYMENT_GATEWAY: z.string().optional(),
  BORICA_URL: z.string().optional(),
  BORICA_TERMINAL: z.string().optional(),
  BORICA_MERCHANT: z.string().optional(),
  BORICA_MERCHANT_NAME: z.string().optional(),
  BORICA_PRIVATE_KEY_FILE: z.string().optional(),
  BORICA_PRIVATE_KEY_PASSPHRASE: z.string().optional(),
  BORICA_PUBLIC_KEY_FILE: z.string().optional(),
  /** The map's optional tile layer, read by parseMapTiles (map-tiles-config.ts). */
  MAP_TILE_URL: z.string().optional(),
  MAP_TILE_ATTRIBUTION: z.string().optional(),
  /** Who may scrape GET /metrics (metrics.ts). */
  METRICS_ALLOW: z.string().default('127.0.0.0/8,::1'),
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** The charging system's base URL (modules/charging-sync); unset: the local sandbox. */
  CHARGING_SYSTEM_URL: z
    .url({ error: 'must be an absolute URL such as https://charging.example.bg/api' })
    .optional(),
});

export type AppMode = 'vignette' | 'tolling';

export type Config = {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  publicBaseUrl: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** Read replicas of the primary for read-only paths (empty: none). */
  databaseReadUrls: string[];
  /** A replica further behind than this is not read from. */
  databaseReadMaxLagMs: number;
  dataDir: string;
  logLevel: string;
  mode: AppMode;
  featureFlags: FeatureFlags;
  seedDemo: boolean;
  serveWeb: boolean;
  trustProxy: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailCaptureDir: string;
  smscUrl: string | undefined;
  smsSourceAddr: string;
  smsCaptureDir: string;
  smsRetryDelaySeconds: number;
  smscTimeoutMs: number;
  smsValiditySeconds: number;
  smsReceiptGraceSeconds: number;
  /**
   * Scheduled reports' SFTP: the storage for partners without a server of their own
   * (REPORTS_SFTP_URL); unset, `npm start` runs the local SFTP server on `port` (0: any free
   * one) over `dir`. A partner's own server is logged into with the key `keysDir/<sftp key name>`.
   */
  reportsSftp: { url: string | undefined; port: number; dir: string; keysDir: string };
  authSecret: string | undefined;
  /**
   * Where every rate limit counts: 'database' (one table, shared by every process on it; the
   * default with DATABASE_URL) or 'memory' (this process alone; the default on the embedded PGlite,
   * which is one process).
   */
  rateLimitStore: 'database' | 'memory';
  /** Sign-in, registration, activation and reset requests per minute from one address (each route). */
  authRateLimit: number;
  /**
   * Session refreshes per minute from one address: more generous than sign-in, since a whole office
   * behind one NAT address refreshes every 15 minutes.
   */
  refreshRateLimit: number;
  /** Purchases (POST /purchasePayment) per minute from one address. */
  purchaseRateLimit: number;
  resellerRateLimit: number;
  fleetRateLimit: number;
  /** Webhooks may go to http://localhost and loopback or private addresses (never in production). */
  webhookLocalUrls: boolean;
  claimLeaseMs: number;
  jobLeaseSeconds: number;
  tollLiveMonths: number;
  sandboxLatencyMs: number;
  jobRetryDelaySeconds: number;
  financeMail: string | null;
  /** Each ledger account kind's code in the chart of accounts (trial balance, journal export). */
  ledgerAccountCodes: LedgerAccountCodes;
  /** The match score from which a bank statement line books itself (packages/domain bank-match). */
  bankAutoBookScore: number;
  /** The acquirers' IBANs card settlement batches come from (empty: recognised by their text). */
  cardAcquirerIbans: string[];
  /** Public check API calls per minute from one address. */
  checkRateLimit: number;
  captchaDisabled: boolean;
  captchaMaxNumber: number;
  /** The password of the site's hidden feature-flag overlay; unset switches the overlay off. */
  featureOverlayPassword: string | undefined;
  /** The card gateway: the built-in sandbox, or BORICA with its terminal and keys. */
  paymentGateway: PaymentGatewayConfig;
  /** The vehicle registry: the local sandbox (or its outages), or RegiX with our certificate. */
  regix: RegixConfig;
  /** Where uploaded documents' bytes live: a folder (DATA_DIR/documents) or an S3 bucket. */
  documentStore: DocumentStoreConfig;
  /** A tile layer under the route-pass map; null: our own GeoJSON only. */
  mapTiles: MapTiles | null;
  /** Who may scrape GET /metrics: these addresses and networks, or a bearer token. */
  metrics: MetricsAccess;
  /** Where charging-system sync events go (null: the local sandbox). */
  chargingSystemUrl: string | null;
};

/** Raised when the environment holds a value the platform cannot run with; names each variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Where this process can be reached when nothing else is said: the address it listens on (a
 * wildcard address as localhost). It is the default public address too, so the pages, their
 * links and the sandbox gateway's forms share one origin, the one `npm start` prints.
 */
export function listenAddress(host: string, port: number): string {
  const name =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== ''),
  );
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '?');
        return `${name}=${JSON.stringify(env[name])}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  const flags = parseFeatureFlagOverrides(e.FEATURE_FLAGS, e.APP_MODE);
  if (!flags.ok)
    throw new ConfigError([`FEATURE_FLAGS=${JSON.stringify(e.FEATURE_FLAGS)}: ${flags.problem}`]);
  const gateway = parsePaymentGateway(e);
  if (!gateway.ok) throw new ConfigError(gateway.problems);
  const regix = parseRegixConfig(e);
  if (!regix.ok) throw new ConfigError(regix.problems);
  const documents = parseDocumentStore(e, e.DATA_DIR);
  if (!documents.ok) throw new ConfigError(documents.problems);
  const tiles = parseMapTiles(e);
  if (!tiles.ok) throw new ConfigError(tiles.problems);
  const readUrls = (e.DATABASE_READ_URL ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  if (readUrls.length > 0 && !e.DATABASE_URL)
    throw new ConfigError([
      `DATABASE_READ_URL=${JSON.stringify(e.DATABASE_READ_URL)}: replicas need DATABASE_URL (a PostgreSQL primary)`,
    ]);
  const metricsAllow = parseAllowList(e.METRICS_ALLOW);
  if (!metricsAllow.ok)
    throw new ConfigError([
      `METRICS_ALLOW=${JSON.stringify(e.METRICS_ALLOW)}: ${metricsAllow.problem}`,
    ]);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? listenAddress(e.HOST, e.PORT)).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    regix: regix.regix,
    documentStore: documents.store,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseReadUrls: readUrls,
    databaseReadMaxLagMs: e.DATABASE_READ_MAX_LAG_MS,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    mode: e.APP_MODE,
    featureFlags: flags.flags,
    seedDemo: e.SEED_DEMO,
    serveWeb: e.SERVE_WEB,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailCaptureDir: e.MAIL_CAPTURE_DIR ?? `${e.DATA_DIR.replace(/\/+$/, '')}/mail`,
    smscUrl: e.SMSC_URL,
    smsSourceAddr: e.SMS_SOURCE_ADDR,
    smsCaptureDir: e.SMS_CAPTURE_DIR ?? `${e.DATA_DIR.replace(/\/+$/, '')}/sms`,
    smsRetryDelaySeconds: e.SMS_RETRY_DELAY_SECONDS,
    smscTimeoutMs: e.SMSC_TIMEOUT_MS,
    smsValiditySeconds: e.SMS_VALIDITY_SECONDS,
    smsReceiptGraceSeconds: e.SMS_RECEIPT_GRACE_SECONDS,
    reportsSftp: {
      url: e.REPORTS_SFTP_URL,
      port: e.REPORTS_SFTP_PORT,
      dir: e.REPORTS_SFTP_DIR ?? `${e.DATA_DIR.replace(/\/+$/, '')}/sftp`,
      keysDir: e.REPORTS_SFTP_KEYS_DIR ?? `${e.DATA_DIR.replace(/\/+$/, '')}/sftp-keys`,
    },
    authSecret: e.AUTH_SECRET,
    rateLimitStore: e.RATE_LIMIT_STORE ?? (e.DATABASE_URL ? 'database' : 'memory'),
    authRateLimit: e.AUTH_RATE_LIMIT,
    refreshRateLimit: e.REFRESH_RATE_LIMIT,
    purchaseRateLimit: e.PURCHASE_RATE_LIMIT,
    resellerRateLimit: e.RESELLER_RATE_LIMIT,
    fleetRateLimit: e.FLEET_RATE_LIMIT,
    webhookLocalUrls: e.WEBHOOK_LOCAL_URLS ?? e.NODE_ENV !== 'production',
    claimLeaseMs: e.CLAIM_LEASE_MS,
    jobLeaseSeconds: e.JOB_LEASE_SECONDS,
    tollLiveMonths: e.TOLL_LIVE_MONTHS,
    sandboxLatencyMs: e.SANDBOX_LATENCY_MS,
    jobRetryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
    financeMail: e.FINANCE_MAIL ?? null,
    ledgerAccountCodes: e.LEDGER_ACCOUNT_CODES,
    bankAutoBookScore: e.BANK_AUTO_BOOK_SCORE,
    cardAcquirerIbans: e.CARD_ACQUIRER_IBANS,
    checkRateLimit: e.CHECK_RATE_LIMIT,
    captchaDisabled: e.CAPTCHA_DISABLED,
    captchaMaxNumber: e.CAPTCHA_MAX_NUMBER,
    featureOverlayPassword: e.FEATURE_OVERLAY_PASSWORD,
    paymentGateway: gateway.gateway,
    mapTiles: tiles.tiles,
    metrics: { allow: metricsAllow.list, token: e.METRICS_TOKEN },
    chargingSystemUrl: e.CHARGING_SYSTEM_URL ?? null,
  };
}
