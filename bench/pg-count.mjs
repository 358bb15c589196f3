// Preload for counting the platform's round trips to PostgreSQL (`node --import ./bench/pg-count.mjs
// apps/api/dist/main.js`, as bench/round-trips.mjs starts it): every statement a pooled or single
// client sends (BEGIN and COMMIT included) is appended to PG_COUNT_FILE, one line each.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const file = process.env.PG_COUNT_FILE;
if (file) {
  const require = createRequire(new URL('../apps/api/dist/main.js', import.meta.url));
  const { Client } = require('pg');
  const query = Client.prototype.query;
  Client.prototype.query = function counted(config, ...rest) {
    const text = typeof config === 'string' ? config : (config?.text ?? String(config));
    appendFileSync(file, `${text.replace(/\s+/g, ' ').slice(0, 160)}\n`);
    return query.call(this, config, ...rest);
  };
}
