import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds the api package folder from wherever this code runs (src/ under tests, dist/ when built),
 * so migrations and the built web app are found without depending on the working directory.
 */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    dir = dirname(dir);
  }
  throw new Error('Cannot find apps/api (the folder holding drizzle/meta/_journal.json)');
}

export const apiRoot = findApiRoot();
export const migrationsFolder = join(apiRoot, 'drizzle');
export const webDistFolder = join(apiRoot, '..', 'web', 'dist');
/** The server build of the site and its pages rendered at build time (apps/web `npm run build`). */
export const webSsrFolder = join(apiRoot, '..', 'web', 'dist-ssr');
