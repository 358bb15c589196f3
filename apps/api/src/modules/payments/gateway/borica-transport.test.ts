import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpTransport, parseGatewayJson } from './borica-transport';
import { GatewayUnavailableError } from './card-gateway';

type Seen = { method: string; type: string; body: string };
const seen: Seen[] = [];
let reply: (res: ServerResponse) => void = () => undefined;
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', type: req.headers['content-type'] ?? '', body });
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cgi-bin/cgi_link`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const json = (status: number, text: string) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(text);
};

describe('the HTTP transport', () => {
  it('posts the fields form-urlencoded in UTF-8 and reads the JSON answer as strings', async () => {
    reply = json(200, '{"ACTION":"0","RC":"00","AMOUNT":"1.00","ECI":null,"X":5}');
    const transport = createHttpTransport();
    const answer = await transport(url, { TRTYPE: '90', DESC: 'Пътна такса & 1' });
    expect(answer).toEqual({ ACTION: '0', RC: '00', AMOUNT: '1.00', ECI: '', X: '5' });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      TRTYPE: '90',
      DESC: 'Пътна такса & 1',
    });
  });

  it.each([
    ['an error status', json(503, '{"ACTION":"3"}')],
    ['an HTML page', json(200, '<html>maintenance</html>')],
    ['a JSON array', json(200, '[1,2]')],
  ])('calls %s no gateway answer', async (_what, answer) => {
    reply = answer;
    await expect(createHttpTransport()(url, { TRTYPE: '90' })).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
  });

  it('gives up after its timeout', async () => {
    reply = () => undefined;
    const started = Date.now();
    const call = createHttpTransport({ timeoutMs: 300 })(url, { TRTYPE: '90' });
    await expect(call).rejects.toThrow(/timed out/);
    await expect(call).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports a refused connection as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      createHttpTransport()(`http://127.0.0.1:${port}/`, { TRTYPE: '90' }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('refuses nested values in an answer', () => {
    expect(() => parseGatewayJson('{"ACTION":{"x":1}}')).toThrow(GatewayUnavailableError);
  });
});
