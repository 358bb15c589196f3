import * as namespace from 'smpp';

type Smpp = typeof namespace;

/**
 * The `smpp` package's exports. It is CommonJS and sets its constants (ESME_ROK, ESM_CLASS, the
 * error codes) in a loop, which Node's ESM loader cannot detect as named exports: under
 * `node dist/main.js` the namespace lacks them (only `default` has them), while Vite and Vitest hand
 * them over as named ones. Reading `default` first works in both; `smpp-module.test.ts` checks it
 * under plain Node.
 */
export const smpp: Smpp = (namespace as unknown as { default?: Smpp }).default ?? namespace;
