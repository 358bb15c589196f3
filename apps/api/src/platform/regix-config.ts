import { readFileSync } from 'node:fs';

/** Who asks and why: RegiX (and the MVR) refuse a call whose context is empty. */
export type RegixCallContext = {
  administrationOId: string;
  administrationName: string;
  employeeIdentifier: string;
  employeeNames: string;
  lawReason: string;
  serviceUri: string;
  serviceType: string;
};

/** RegiX's production entry point (its test service is regix-service-test.egov.bg). */
export const REGIX_PRODUCTION_URL = 'https://regix-service.egov.bg/RegiX/RegiXEntryPoint.svc';

/**
 * Which vehicle registry answers getUnitDataWithRegix: the local sandbox (default; `timeout` and
 * `down` make it fail every call, for trials), or RegiX itself — its address, our client
 * certificate and key (PEM files), an optional CA bundle, the call context RegiX requires, and
 * the time we wait for an answer.
 */
export type RegixConfig =
  | { kind: 'sandbox'; failure: 'timeout' | 'down' | null; timeoutMs: number }
  | {
      kind: 'regix';
      url: string;
      certPem: string;
      keyPem: string;
      keyPassphrase: string | undefined;
      caPem: string | undefined;
      timeoutMs: number;
      context: RegixCallContext;
    };

export type RegixEnv = {
  REGIX_MODE?: string;
  REGIX_URL?: string;
  REGIX_CLIENT_CERT_FILE?: string;
  REGIX_CLIENT_KEY_FILE?: string;
  REGIX_CLIENT_KEY_PASSPHRASE?: string;
  REGIX_CA_FILE?: string;
  REGIX_TIMEOUT_MS?: string;
  REGIX_ADMINISTRATION_OID?: string;
  REGIX_ADMINISTRATION_NAME?: string;
  REGIX_EMPLOYEE_IDENTIFIER?: string;
  REGIX_LAW_REASON?: string;
};

const show = (name: keyof RegixEnv, env: RegixEnv) => `${name}=${JSON.stringify(env[name])}`;

function readPem(env: RegixEnv, name: keyof RegixEnv, marker: RegExp, problems: string[]) {
  const path = env[name];
  if (!path) {
    problems.push(`${name}: required with REGIX_MODE=regix`);
    return '';
  }
  try {
    const pem = readFileSync(path, 'utf8');
    if (!marker.test(pem)) problems.push(`${show(name, env)}: not a PEM file of the expected kind`);
    return pem;
  } catch (error) {
    problems.push(`${show(name, env)}: cannot be read (${(error as Error).message})`);
    return '';
  }
}

/** Reads the REGIX_* variables; every problem names its variable. */
export function parseRegixConfig(
  env: RegixEnv,
): { ok: true; regix: RegixConfig } | { ok: false; problems: string[] } {
  const mode = env.REGIX_MODE ?? 'sandbox';
  const problems: string[] = [];
  const timeout = Number(env.REGIX_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(timeout) || timeout < 50 || timeout > 120_000)
    problems.push(`${show('REGIX_TIMEOUT_MS', env)}: milliseconds between 50 and 120000`);
  if (mode === 'sandbox' || mode === 'timeout' || mode === 'down')
    return problems.length
      ? { ok: false, problems }
      : { ok: true, regix: { kind: 'sandbox', failure: mode === 'sandbox' ? null : mode, timeoutMs: timeout } }; // prettier-ignore
  if (mode !== 'regix')
    return { ok: false, problems: [`${show('REGIX_MODE', env)}: must be sandbox, regix, timeout or down`] }; // prettier-ignore
  const url = env.REGIX_URL ?? REGIX_PRODUCTION_URL;
  if (!/^https?:\/\/\S+$/.test(url) || !URL.canParse(url))
    problems.push(`${show('REGIX_URL', env)}: must be an absolute URL such as ${REGIX_PRODUCTION_URL}`); // prettier-ignore
  const certPem = readPem(env, 'REGIX_CLIENT_CERT_FILE', /-----BEGIN CERTIFICATE-----/, problems);
  const keyPem = readPem(env, 'REGIX_CLIENT_KEY_FILE', /-----BEGIN [A-Z ]*PRIVATE KEY-----/, problems); // prettier-ignore
  const caPem = env.REGIX_CA_FILE
    ? readPem(env, 'REGIX_CA_FILE', /-----BEGIN CERTIFICATE-----/, problems)
    : undefined;
  for (const name of ['REGIX_ADMINISTRATION_OID', 'REGIX_ADMINISTRATION_NAME'] as const)
    if (!env[name]?.trim()) problems.push(`${name}: required with REGIX_MODE=regix (RegiX refuses an empty call context)`); // prettier-ignore
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    regix: {
      kind: 'regix',
      url,
      certPem,
      keyPem,
      keyPassphrase: env.REGIX_CLIENT_KEY_PASSPHRASE,
      caPem,
      timeoutMs: timeout,
      context: {
        administrationOId: env.REGIX_ADMINISTRATION_OID!.trim(),
        administrationName: env.REGIX_ADMINISTRATION_NAME!.trim(),
        employeeIdentifier: env.REGIX_EMPLOYEE_IDENTIFIER?.trim() || 'toll-back-office',
        employeeNames: '',
        lawReason:
          env.REGIX_LAW_REASON?.trim() ||
          'Закон за пътищата, чл. 10б: проверка на данни за превозно средство по договор за тол такса',
        serviceUri: 'toll-contracts',
        serviceType: 'Проверка на превозно средство',
      },
    },
  };
}
