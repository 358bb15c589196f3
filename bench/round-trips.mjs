// Round trips to PostgreSQL per sale (issue #18): `node bench/round-trips.mjs` (after a build). The
// platform starts on a fresh database with the demo data, with bench/pg-count.mjs preloaded (every
// statement it sends is logged); then one after another, on a quiet platform: BENCH_SALES (5)
// counter cash sales of a weekly vignette by the demo cashier in the open shift at POS 1 (with an
// order key), a double click of the last, BENCH_SALES reseller sales with the demo key (an
// Idempotency-Key each) and a replay of the last. It prints the statements each call sent
// (median over the sales) and, with BENCH_SHOW=1, the last sale's statements.
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { freshDatabase, plate, root, startPlatform, stopPlatform } from './platform.mjs';

const port = Number(process.env.BENCH_PORT ?? 4456);
const count = Number(process.env.BENCH_SALES ?? 5);
const base = `http://127.0.0.1:${port}`;
const KEY = 'bgt_demo-reseller-key-for-trying-the-api-2026xx';
const log = `/tmp/pg-count-${process.pid}.log`;
rmSync(log, { force: true });

const lines = () => {
  try {
    return readFileSync(log, 'utf8').split('\n').slice(0, -1);
  } catch {
    return [];
  }
};
const post = async (path, body, headers) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};
/** The statements one call sent, and its answer. */
async function counted(call) {
  const before = lines().length;
  const res = await call();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const sent = lines()
    .slice(before)
    .filter((line) => !line.startsWith(' WITH next as'));
  return { res, sent };
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const databaseUrl = await freshDatabase(process.env.BENCH_DATABASE ?? 'toll_bench_round_trips');
const platform = await startPlatform({
  databaseUrl,
  port,
  env: {
    NODE_OPTIONS: `--import=${root}bench/pg-count.mjs`,
    PG_COUNT_FILE: log,
    RESELLER_RATE_LIMIT: '100000',
  },
});
try {
  const auth = await post('/api/user/authenticate', { userName: 'cashier', password: 'Demo2026' });
  const office = { authorization: `Bearer ${auth.body.token}` };
  const reseller = { authorization: `ApiKey ${KEY}` };
  const result = { counter: [], counterReplay: 0, reseller: [], resellerReplay: 0 };
  let last = {};
  let body;
  // a warm-up sale of each kind (caches, prepared plans), not counted
  for (let i = 0; i <= count; i += 1) {
    body = {
      posId: 1,
      paymentMethod: 'CASH',
      vignettes: [{ productId: 'car-weekly', countryCode: 'BG', lpn: plate(30_000 + i) }],
      orderKey: randomUUID(),
    };
    const { res, sent } = await counted(() => post('/api/counter-sales', body, office));
    if (res.status !== 201)
      throw new Error(`counter sale ${res.status} ${JSON.stringify(res.body)}`);
    if (i > 0) result.counter.push(sent.length);
    last.counter = sent;
  }
  const replay = await counted(() => post('/api/counter-sales', body, office));
  if (replay.res.status !== 200) throw new Error(`counter replay ${replay.res.status}`);
  result.counterReplay = replay.sent.length;
  let order;
  let key;
  for (let i = 0; i <= count; i += 1) {
    order = { vignettes: [{ productId: 'car-weekly', countryCode: 'BG', lpn: plate(40_000 + i) }] };
    key = randomUUID();
    const { res, sent } = await counted(() =>
      post('/api/reseller/sales', order, { ...reseller, 'idempotency-key': key }),
    );
    if (res.status !== 201)
      throw new Error(`reseller sale ${res.status} ${JSON.stringify(res.body)}`);
    if (i > 0) result.reseller.push(sent.length);
    last.reseller = sent;
  }
  const again = await counted(() =>
    post('/api/reseller/sales', order, { ...reseller, 'idempotency-key': key }),
  );
  if (again.res.status !== 201) throw new Error(`reseller replay ${again.res.status}`);
  result.resellerReplay = again.sent.length;
  console.log(
    JSON.stringify({
      counterSale: median(result.counter),
      counterReplay: result.counterReplay,
      resellerSale: median(result.reseller),
      resellerReplay: result.resellerReplay,
    }),
  );
  if (process.env.BENCH_SHOW === '1') {
    console.log('--- counter sale\n' + last.counter.join('\n'));
    console.log('--- counter replay\n' + replay.sent.join('\n'));
    console.log('--- reseller sale\n' + last.reseller.join('\n'));
    console.log('--- reseller replay\n' + again.sent.join('\n'));
  }
} finally {
  await stopPlatform(platform);
  rmSync(log, { force: true });
}
