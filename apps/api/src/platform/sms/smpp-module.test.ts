import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The `smpp` package's constants as the built API sees them: `node dist/main.js` loads it through
 * Node's own ESM loader, where a CommonJS module's loop-assigned exports are not named exports (the
 * SMS client then took every bind answer for a refusal). Bundled like the API (packages external)
 * and run under plain Node, the module must still find them.
 */
describe('the smpp module under plain Node', () => {
  it('finds ESME_ROK and ESM_CLASS', async () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const out = await build({
      entryPoints: [path.join(here, 'smpp-module.ts')],
      bundle: true,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      write: false,
    });
    // beside the API's sources, so that Node resolves `smpp` from its node_modules
    const dir = mkdtempSync(path.join(here, '.smpp-check-'));
    try {
      const file = path.join(dir, 'smpp-check.mjs');
      writeFileSync(
        file,
        `${out.outputFiles[0]!.text}\nconsole.log(JSON.stringify({ ok: smpp.ESME_ROK, receipt: smpp.ESM_CLASS?.MC_DELIVERY_RECEIPT, bindFail: smpp.ESME_RBINDFAIL }));\n`,
      );
      const printed = JSON.parse(execFileSync(process.execPath, [file], { encoding: 'utf8' }));
      expect(printed).toEqual({ ok: 0, receipt: 4, bindFail: 13 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
