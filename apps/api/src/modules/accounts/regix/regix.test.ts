import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../platform/clock';
import { parseRegixConfig, type RegixConfig } from '../../../platform/regix-config';
import {
  createRegixClient,
  emissionClassOf,
  fromRegistryRecord,
  RegistryError,
  type VehicleRegistry,
} from '../regix';
import { readVehicleAnswer, REGIX_MVR_V3_OPERATION, vehicleRequestXml } from './regix-protocol';
import { answerRegixSandbox } from './regix-sandbox';
import { httpTransport } from './regix-transport';

const context = {
  administrationOId: '2.16.100.1.1.1.1.1',
  administrationName: 'АПИ',
  employeeIdentifier: 'clerk-7',
  employeeNames: '',
  lawReason: 'Закон за пътищата',
  serviceUri: 'toll-contracts',
  serviceType: 'Проверка',
};
const now = new Date('2026-11-21T10:00:00Z');
const sandbox = (plate: string) => {
  const answer = answerRegixSandbox(vehicleRequestXml(plate, 'https://regix.test/', context), null, now); // prettier-ignore
  if (answer.kind !== 'answer') throw new Error('no answer');
  return readVehicleAnswer(answer.status, answer.body);
};
const failureOf = async (registry: VehicleRegistry, plate: string) =>
  registry.lookup(plate).then(
    () => 'found',
    (e: unknown) => (e instanceof RegistryError ? e.failure : String(e)),
  );

describe('the RegiX request and answer', () => {
  it('asks ExecuteSynchronous for GetMotorVehicleRegistrationInfoV3 with the plate in Cyrillic and the call context', () => {
    const xml = vehicleRequestXml('CB 1234 kp', 'https://regix.test/RegiXEntryPoint.svc', { ...context, employeeNames: 'Иван <&>' }, 'urn:uuid:1'); // prettier-ignore
    expect(xml).toContain('<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"');
    expect(xml).toContain('<wsa:Action soap:mustUnderstand="1">http://tempuri.org/IRegiXEntryPoint/ExecuteSynchronous</wsa:Action>'); // prettier-ignore
    expect(xml).toContain(`<Operation>${REGIX_MVR_V3_OPERATION}</Operation>`);
    expect(xml).toContain('<GetMotorVehicleRegistrationInfoV3Request xmlns="http://egov.bg/RegiX/MVR/MPS/GetMotorVehicleRegistrationInfoV3Request"><Identifier>СВ1234КР</Identifier>'); // prettier-ignore
    expect(xml).toContain('<EmployeeNames>Иван &#60;&#38;&#62;</EmployeeNames>');
    expect(xml).toContain('<SignResult>false</SignResult><ReturnAccessMatrix>false</ReturnAccessMatrix>'); // prettier-ignore
  });

  it('reads a found vehicle into the form’s units, the same one for the same plate', () => {
    const answer = sandbox('CB1234KP');
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.record.registrationNumber).toBe('СВ1234КР');
    const vehicle = fromRegistryRecord(answer.record);
    expect(vehicle.plate).toBe('CB1234KP');
    expect(vehicle.maxWetWeight).toBe(Math.ceil(answer.record.technicallyPermissibleMassKg! / 10));
    expect(vehicle.ownerName).toMatch(/(ЕООД|ООД|АД)$/);
    expect(sandbox('СВ1234КР')).toEqual(answer);
  });

  it('tells not found, a SOAP fault, a RegiX error and a front-server outage apart', () => {
    expect(sandbox('CB4040AA')).toMatchObject({ ok: false, failure: 'notFound' });
    expect(sandbox('CB5000AA')).toMatchObject({ ok: false, failure: 'unavailable', detail: expect.stringMatching(/^SOAP fault/) }); // prettier-ignore
    expect(sandbox('CB4010AA')).toMatchObject({ ok: false, failure: 'unavailable', detail: expect.stringMatching(/^RegiX error: Access denied/) }); // prettier-ignore
    expect(sandbox('CB5030AA')).toMatchObject({ ok: false, failure: 'unavailable', detail: 'HTTP 503: no SOAP envelope' }); // prettier-ignore
    expect(readVehicleAnswer(200, 'not xml <<')).toMatchObject({
      ok: false,
      failure: 'unavailable',
    });
    expect(answerRegixSandbox('<x/>', null, now)).toMatchObject({ kind: 'answer', status: 400 });
    expect(answerRegixSandbox(vehicleRequestXml('CB5040AA', 'x', context), null, now)).toEqual({ kind: 'hang' }); // prettier-ignore
  });

  it('converts the registry’s figures: kilograms up to 10 kg units, the combination, the Euro class', () => {
    const record = {
      registrationNumber: 'РВ1111АА',
      category: 'N3',
      vehicleKind: 'ТОВАРЕН АВТОМОБИЛ',
      make: 'VOLVO',
      model: 'FH',
      firstRegistrationYear: 2019,
      colour: 'БЯЛ',
      axles: 3,
      ownMassKg: 9_233,
      technicallyPermissibleMassKg: 12_412,
      combinationMassKg: 12_000,
      environmentalCategory: 'ЕВРО V',
      ownerName: null,
    };
    expect(fromRegistryRecord(record)).toMatchObject({
      plate: 'PB1111AA',
      vehicleType: 'TRUCK',
      tractorAxles: 3,
      maxDryWeight: 924,
      maxWetWeight: 1_242,
      trainMaxWeight: null, // not above the vehicle's own
      emissionClass: 5,
      tollCategory: 'OVER_12T_2_3_AXLES',
    });
    expect(fromRegistryRecord({ ...record, category: 'M3' }).tollCategory).toBe('BUS');
    const cases: [string | null, number | null][] = [
      ['EURO 6', 6], ['EURO VI', 6], ['ЕВРО 4', 4], ['Euro III', 3], ['EEV', 15], ['EURO-2', 2], ['ЕВРО I', 1], ['ЕВРО 0', 0], ['БЕЗ КАТЕГОРИЯ', null], [null, null],
    ]; // prettier-ignore
    for (const [text, id] of cases) expect(emissionClassOf(text), String(text)).toBe(id);
  });

  it('reads the REGIX_* variables, naming each problem', () => {
    expect(parseRegixConfig({})).toEqual({ ok: true, regix: { kind: 'sandbox', failure: null, timeoutMs: 10_000 } }); // prettier-ignore
    expect(parseRegixConfig({ REGIX_MODE: 'down', REGIX_TIMEOUT_MS: '500' })).toMatchObject({ ok: true, regix: { failure: 'down', timeoutMs: 500 } }); // prettier-ignore
    const bad = parseRegixConfig({ REGIX_MODE: 'regix', REGIX_URL: 'ftp:/x', REGIX_CLIENT_CERT_FILE: '/nowhere.pem', REGIX_TIMEOUT_MS: '5' }); // prettier-ignore
    expect(bad.ok).toBe(false);
    const problems = bad.ok ? [] : bad.problems.join('\n');
    for (const name of [
      'REGIX_URL',
      'REGIX_CLIENT_CERT_FILE',
      'REGIX_CLIENT_KEY_FILE',
      'REGIX_TIMEOUT_MS',
      'REGIX_ADMINISTRATION_OID',
    ])
      // prettier-ignore
      expect(problems).toContain(name);
    expect(parseRegixConfig({ REGIX_MODE: 'live' })).toMatchObject({ ok: false, problems: [expect.stringContaining('REGIX_MODE')] }); // prettier-ignore
  });
});

/** The sandbox as a plain HTTP (or HTTPS) server, and the real client's transport aimed at it. */
const servers: Server[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

function sandboxHandler(req: IncomingMessage, res: ServerResponse) {
  // prettier-ignore
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const answer = answerRegixSandbox(Buffer.concat(chunks).toString('utf8'), null, now);
    if (answer.kind === 'hang') return; // never answers
    res.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
  });
}

async function listen(server: Server) {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const regixConfig = (url: string, extra: Partial<Extract<RegixConfig, { kind: 'regix' }>> = {}) =>
  ({ kind: 'regix', url, certPem: '', keyPem: '', keyPassphrase: undefined, caPem: undefined, timeoutMs: 400, context, ...extra }) as const; // prettier-ignore
const clientFor = (config: Extract<RegixConfig, { kind: 'regix' }>) =>
  createRegixClient(httpTransport(config), config);

describe('the RegiX client over HTTP', () => {
  it('finds a vehicle, and reports not found, a fault, an outage and a closed port', async () => {
    const port = await listen(createHttpServer(sandboxHandler));
    const client = clientFor(regixConfig(`http://127.0.0.1:${port}/RegiX/RegiXEntryPoint.svc`));
    const vehicle = await client.lookup('CB1234KP');
    expect(vehicle).toMatchObject({ plate: 'CB1234KP', countryCode: 'BG' });
    expect(await failureOf(client, 'CB4040AA')).toBe('notFound');
    expect(await failureOf(client, 'CB5000AA')).toBe('unavailable');
    expect(await failureOf(client, 'CB5030AA')).toBe('unavailable');
    // a plate the register cannot hold is not asked for
    expect(await failureOf(client, 'B123XYZ')).toBe('notFound');
    const closed = clientFor(regixConfig('http://127.0.0.1:9/RegiX/RegiXEntryPoint.svc'));
    expect(await failureOf(closed, 'CB1234KP')).toBe('unavailable');
  });

  it('gives up at its timeout when RegiX does not answer', async () => {
    const port = await listen(createHttpServer(sandboxHandler));
    const client = clientFor(regixConfig(`http://127.0.0.1:${port}/x`, { timeoutMs: 300 }));
    const started = Date.now();
    expect(await failureOf(client, 'CB5040AA')).toBe('timeout');
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(3_000);
  });

  it('presents the client certificate over TLS, and is refused without one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regix-tls-'));
    const ssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
    ssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Test RegiX CA'); // prettier-ignore
    for (const who of ['server', 'client']) {
      ssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${who}.key`, '-out', `${who}.csr`, '-subj', `/CN=${who === 'server' ? '127.0.0.1' : 'toll-client'}`); // prettier-ignore
      writeFileSync(join(dir, `${who}.ext`), who === 'server' ? 'subjectAltName=IP:127.0.0.1\n' : 'extendedKeyUsage=clientAuth\n'); // prettier-ignore
      ssl('x509', '-req', '-in', `${who}.csr`, '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', `${who}.pem`, '-days', '2', '-extfile', `${who}.ext`); // prettier-ignore
    }
    const read = (name: string) => readFileSync(join(dir, name), 'utf8');
    const server = createHttpsServer(
      { key: read('server.key'), cert: read('server.pem'), ca: read('ca.pem'), requestCert: true, rejectUnauthorized: true }, // prettier-ignore
      sandboxHandler,
    );
    const port = await listen(server);
    const url = `https://127.0.0.1:${port}/RegiX/RegiXEntryPoint.svc`;
    const withCert = clientFor(regixConfig(url, { certPem: read('client.pem'), keyPem: read('client.key'), caPem: read('ca.pem'), timeoutMs: 5_000 })); // prettier-ignore
    expect(await withCert.lookup('CB1234KP')).toMatchObject({ plate: 'CB1234KP' });
    const without = clientFor(regixConfig(url, { caPem: read('ca.pem'), timeoutMs: 5_000 }));
    expect(await failureOf(without, 'CB1234KP')).toBe('unavailable');
    // and the configuration reads the same files
    writeFileSync(join(dir, 'env-check'), '');
    const parsed = parseRegixConfig({ REGIX_MODE: 'regix', REGIX_URL: url, REGIX_CLIENT_CERT_FILE: join(dir, 'client.pem'), REGIX_CLIENT_KEY_FILE: join(dir, 'client.key'), REGIX_CA_FILE: join(dir, 'ca.pem'), REGIX_ADMINISTRATION_OID: '2.16.100.1.1.1.1.1', REGIX_ADMINISTRATION_NAME: 'АПИ' }); // prettier-ignore
    expect(parsed.ok).toBe(true);
    if (parsed.ok && parsed.regix.kind === 'regix')
      expect(await clientFor(parsed.regix).lookup('CB1234KP')).toMatchObject({ plate: 'CB1234KP' });
  }, 60_000);
});

describe('the sandbox registry in process', () => {
  it('answers through the same client, and its outage modes fail every call', async () => {
    const { createVehicleRegistry } = await import('../regix');
    const clock = fixedClock('2026-11-21T10:00:00Z');
    const ok = createVehicleRegistry({ kind: 'sandbox', failure: null, timeoutMs: 200 }, clock);
    expect(await ok.lookup('CB1234KP')).toMatchObject({ plate: 'CB1234KP' });
    const down = createVehicleRegistry({ kind: 'sandbox', failure: 'down', timeoutMs: 200 }, clock); // prettier-ignore
    expect(await failureOf(down, 'CB1234KP')).toBe('unavailable');
    const slow = createVehicleRegistry({ kind: 'sandbox', failure: 'timeout', timeoutMs: 200 }, clock); // prettier-ignore
    expect(await failureOf(slow, 'CB1234KP')).toBe('timeout');
  });
});
