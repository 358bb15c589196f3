// What the bench scripts say about the machine and measure of a process.
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

/** The machine a result was measured on: CPUs, memory, Node. */
export function machine() {
  return `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`;
}

// CPU time (user + system, ms) a process has used so far: per request, it is a figure that a
// shared, loaded machine distorts much less than throughput (Linux only; null elsewhere).
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * The Node options the platform runs with under `npm start` (package.json): the V8 heap limit of
 * NODE_HEAP_MB, 1024 MB by default. Benches that start `apps/api/dist/main.js` themselves pass
 * them too, so they measure the process as it runs in production.
 */
export function platformNodeArgs() {
  return [`--max-old-space-size=${process.env.NODE_HEAP_MB ?? 1024}`];
}
