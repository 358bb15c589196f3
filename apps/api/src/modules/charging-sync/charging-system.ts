import type { Clock } from '../../platform/clock';

/** One outbox event as it goes over the wire; `eventId` lets the receiver drop repeats. */
export type ChargingMessage = {
  eventId: number;
  entity: string;
  entityId: number;
  op: string;
  payload: Record<string, unknown>;
  createdAt: string;
};

/** The roadside/GNSS charging system: `deliver` resolves once it has accepted the message. */
export type ChargingSystem = {
  readonly kind: 'http' | 'sandbox';
  deliver(message: ChargingMessage): Promise<void>;
};

export class ChargingDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChargingDeliveryError';
  }
}

const TIMEOUT_MS = 10_000;

/**
 * The real charging system at CHARGING_SYSTEM_URL: each event is POSTed as JSON to `<url>/events`
 * with an `Idempotency-Key` of the event id (the receiver answers 2xx again for a repeat). Any
 * other answer, a timeout or a network error is a failed attempt, retried with backoff.
 */
export function createHttpChargingSystem(
  baseUrl: string,
  fetcher: typeof fetch = fetch,
): ChargingSystem {
  const url = `${baseUrl.replace(/\/+$/, '')}/events`;
  return {
    kind: 'http',
    async deliver(message) {
      let response: Response;
      try {
        response = await fetcher(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': `toll-sync-${message.eventId}`,
          },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new ChargingDeliveryError(`unreachable: ${(error as Error).message}`.slice(0, 500));
      }
      if (!response.ok)
        throw new ChargingDeliveryError(`answered ${response.status} ${response.statusText}`);
    },
  };
}

export type SandboxChargingSystem = ChargingSystem & {
  failing: boolean;
  readonly received: (ChargingMessage & { receivedAt: string })[];
};

/**
 * The local stand-in when CHARGING_SYSTEM_URL is unset: it records what it receives (once per
 * event id, as the real one must) and, when told to fail, refuses everything, so the retry path
 * can be tried by hand (PUT /api/charging-sync/sandbox) and in tests.
 */
export function createSandboxChargingSystem(clock: Clock): SandboxChargingSystem {
  const received: (ChargingMessage & { receivedAt: string })[] = [];
  const seen = new Set<number>();
  const keep = 1_000;
  const sandbox: SandboxChargingSystem = {
    kind: 'sandbox',
    failing: false,
    received,
    deliver(message) {
      if (sandbox.failing)
        return Promise.reject(new ChargingDeliveryError('sandbox: told to fail (503)'));
      if (!seen.has(message.eventId)) {
        seen.add(message.eventId);
        received.push({ ...message, receivedAt: clock.now().toISOString() });
        if (received.length > keep) received.splice(0, received.length - keep);
      }
      return Promise.resolve();
    },
  };
  return sandbox;
}

const chosen = new WeakMap<object, ChargingSystem>();

/**
 * The charging system the configuration names: CHARGING_SYSTEM_URL, else the sandbox. One per
 * configuration object, so the web routes and the delivery job of one process share the sandbox.
 */
export function chargingSystemOf(
  config: { chargingSystemUrl: string | null },
  clock: Clock,
): ChargingSystem {
  let system = chosen.get(config);
  if (!system) {
    system = config.chargingSystemUrl
      ? createHttpChargingSystem(config.chargingSystemUrl)
      : createSandboxChargingSystem(clock);
    chosen.set(config, system);
  }
  return system;
}
