#!/usr/bin/env node
// A sample receiver of the fleet API's webhooks (issue #36): it verifies each request's Standard
// Webhooks signature (webhook-id, webhook-timestamp, webhook-signature: HMAC-SHA256 with the
// endpoint's whsec_ secret), refuses stale or forged ones, drops repeats by webhook-id, and prints
// each event as one JSON line. No dependencies (node:crypto only).
//
//   WEBHOOK_SECRET=whsec_… node scripts/webhook-receiver.mjs [--port 4500] [--fail 500]
//
// Register http://127.0.0.1:4500/ as an endpoint in the portal (Account → Fleet API → Webhooks;
// plain http is accepted for this machine outside production), or expose it over HTTPS (a tunnel).
// `--fail N` answers every request with status N (to watch the retries).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? '4500'));
const failWith = Number(option('fail', '0'));
const secret = process.env.WEBHOOK_SECRET ?? '';
if (!secret.startsWith('whsec_')) {
  console.error(
    'Set WEBHOOK_SECRET to the endpoint secret (whsec_…) shown when you registered it.',
  );
  process.exit(2);
}
const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
/** Requests older or newer than this are refused (replays). */
const TOLERANCE_S = 5 * 60;
const seen = new Set();

function verify(headers, body) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) return 'missing webhook headers';
  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!Number.isFinite(age) || age > TOLERANCE_S) return 'timestamp out of tolerance';
  const expected = Buffer.from(
    `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`,
  );
  const match = String(signatures)
    .split(' ')
    .some((s) => {
      const given = Buffer.from(s);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  return match ? null : 'signature does not match';
}

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const problem = verify(req.headers, body);
    if (problem) {
      console.error(JSON.stringify({ refused: problem, id: req.headers['webhook-id'] ?? null }));
      res.writeHead(401).end();
      return;
    }
    if (failWith >= 400) {
      res.writeHead(failWith).end();
      return;
    }
    const id = req.headers['webhook-id'];
    const repeat = seen.has(id);
    seen.add(id);
    const event = JSON.parse(body);
    console.log(JSON.stringify({ verified: true, id, repeat, type: event.type, event }));
    res.writeHead(204).end();
  });
});
server.listen(port, '127.0.0.1', () =>
  console.error(`webhook receiver listening on http://127.0.0.1:${server.address().port}/`),
);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
