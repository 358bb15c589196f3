import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The web's typed client (apps/web/src/api/typed-client.ts) is typed by `paths`, made by
 * openapi-typescript from this API's own OpenAPI document. The file is checked in; this test fails
 * when a route's path, parameters or body changed without it. `npm run api-types` writes it anew.
 */
const TARGET = fileURLToPath(new URL('../../../../web/src/api/api-paths.gen.ts', import.meta.url));
const API_PREFIX = '/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type OpenApiDocument = { paths: Record<string, unknown> } & Record<string, unknown>;

/** The document with the web's view of the paths: those under /api, without the prefix. */
function webPaths(doc: OpenApiDocument): OpenApiDocument {
  const paths = Object.fromEntries(
    Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(`${API_PREFIX}/`))
      .map(([path, item]) => [path.slice(API_PREFIX.length), item]),
  );
  return { ...doc, servers: [], paths };
}

describe('the web client types', () => {
  it('are made from the current OpenAPI document', async () => {
    const doc = (
      await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    ).json<OpenApiDocument>();
    const ast = await openapiTS(webPaths(doc) as never, { alphabetize: true });
    const header =
      "// Made by apps/api/src/platform/http/web-api-types.test.ts from the API's OpenAPI document\n" +
      '// (`npm run api-types`); do not edit.\n';
    // formatted as `npm run format` would, so that prettier --check passes over it
    const options = { ...(await resolveConfig(TARGET)), filepath: TARGET };
    const text = await format(header + astToString(ast), options);
    if (process.env.UPDATE_API_TYPES === '1') writeFileSync(TARGET, text);
    const current = (() => {
      try {
        return readFileSync(TARGET, 'utf8');
      } catch {
        return '';
      }
    })();
    expect(
      current === text,
      'apps/web/src/api/api-paths.gen.ts is stale: run `npm run api-types`',
    ).toBe(true);
  }, 120_000);
});
