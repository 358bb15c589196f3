// In-process speed of the route-pass calculator (packages/domain), no HTTP: a six-point route across
// Bulgaria (one point a click beside a road) planned and priced `RUNS` times after a warm-up.
// Run: npm run bench:route-search   (BENCH_RUNS=… to change the count)
import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import networkJson from '../apps/api/src/modules/route-passes/network/network.json' with { type: 'json' };
import { roadNetworkSchema } from '@toll/contract/route-network';
import { buildRouteGraph } from '@toll/domain/road-network';
import { quoteRoutePass, type RoutePassRequest } from '@toll/domain/route-pass-quote';
import { ROUTE_TARIFF_ROWS } from '@toll/domain/route-tariff-data';

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const graph = buildRouteGraph(roadNetworkSchema.parse(networkJson));
const now = new Date();

export const SIX_POINTS: RoutePassRequest['points'] = [
  { placeId: 'border-kalotina' },
  { placeId: 'pleven' },
  { lat: 43.08, lng: 25.63 }, // beside Veliko Tarnovo
  { placeId: 'shumen' },
  { placeId: 'burgas' },
  { placeId: 'border-kapitan-andreevo' },
];

function once(routeType: 'fastest' | 'shortest') {
  const outcome = quoteRoutePass(
    graph,
    ROUTE_TARIFF_ROWS,
    {
      points: SIX_POINTS,
      routeType,
      vehicle: { category: 'OVER_12T_4_PLUS_AXLES' },
      emissionClassId: 6,
      start: now,
      registered: false,
    },
    now,
  );
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.quote;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

for (let i = 0; i < 200; i += 1) once(i % 2 ? 'shortest' : 'fastest');
const times: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const started = performance.now();
  once(i % 2 ? 'shortest' : 'fastest');
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const quote = once('fastest');
const ms = (value: number) => value.toFixed(3);
console.log(
  `six-point route (${quote.summary.totalDeciKm / 10} km, ${quote.segments.length} segments), ${RUNS} runs`,
);
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`,
);
console.log(
  `p50 ${ms(percentile(times, 50))} ms · p95 ${ms(percentile(times, 95))} ms · p99 ${ms(percentile(times, 99))} ms · max ${ms(times.at(-1)!)} ms`,
);
