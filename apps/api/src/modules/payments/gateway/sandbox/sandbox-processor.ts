import type { Clock } from '../../../../platform/clock';
import type { Db } from '../../../../platform/db/database';
import type { GatewayTransport } from '../borica-transport';
import { GatewayUnavailableError } from '../card-gateway';
import { submitCard, submitOtp } from './sandbox-checkout';
import {
  createSandboxContext,
  type BrowserStep,
  type CardInput,
  type SandboxContext,
  type SandboxTerminal,
} from './sandbox-context';
import type { SandboxKeys } from './sandbox-keys';
import { startSale } from './sandbox-sale';
import { handleServerRequest } from './sandbox-server-calls';

type Fields = Record<string, string>;

/** The sandbox gateway: what its HTTP routes and the in-process transport call. */
export type SandboxProcessor = {
  readonly terminal: SandboxTerminal;
  keys(): Promise<SandboxKeys>;
  /** POST cgi_link with TRTYPE 1, from the browser. */
  startSale(fields: Fields): Promise<BrowserStep>;
  submitCard(id: string, input: CardInput & { cancel: boolean }): Promise<BrowserStep>;
  submitOtp(id: string, input: { otp: string; cancel: boolean }): Promise<BrowserStep>;
  /** POST cgi_link with TRTYPE 90 or 24, server to server: the JSON answer's fields. */
  handleServerRequest(fields: Fields): Promise<Fields>;
};

export function createSandboxProcessor(deps: {
  db: Db;
  clock: Clock;
  terminal: SandboxTerminal;
}): SandboxProcessor {
  const ctx: SandboxContext = createSandboxContext(deps);
  return {
    terminal: deps.terminal,
    keys: ctx.keys,
    startSale: (fields) => startSale(ctx, fields),
    submitCard: (id, input) => submitCard(ctx, id, input),
    submitOtp: (id, input) => submitOtp(ctx, id, input),
    handleServerRequest: (fields) => handleServerRequest(ctx, fields),
  };
}

/**
 * The sandbox adapter's transport: the sandbox's processor called in this process (tests that
 * use app.inject have no port to connect to), through the same wire formats as HTTP: the request
 * encoded and decoded as application/x-www-form-urlencoded, the answer as JSON. `latencyMs`
 * stands for the network (half on the way there, half back), so a crash can fall between the
 * gateway's doing and our hearing of it.
 */
export function createInProcessTransport(
  processor: SandboxProcessor,
  latencyMs = 0,
): GatewayTransport {
  const travel = () =>
    latencyMs > 0 ? new Promise((resolve) => setTimeout(resolve, latencyMs / 2)) : null;
  return async (_url, fields) => {
    const request = Object.fromEntries(new URLSearchParams(new URLSearchParams(fields).toString()));
    let answer: string;
    await travel();
    try {
      answer = JSON.stringify(await processor.handleServerRequest(request));
    } catch (error) {
      throw new GatewayUnavailableError('the sandbox gateway failed', { cause: error });
    }
    await travel();
    return JSON.parse(answer) as Fields;
  };
}
