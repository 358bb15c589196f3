import type { Pdu, Session } from 'smpp';
import { smpp } from './smpp-module';
import { parseDeliveryReceipt, type DeliveryReceipt } from '@toll/domain/notifications';

/**
 * A failed bind or submit. `uncertain`: the SMSC may have taken the message all the same (its answer
 * did not come), so it must not simply be submitted again.
 */
export class SmsError extends Error {
  readonly uncertain: boolean;
  constructor(message: string, options: { uncertain?: boolean } = {}) {
    super(message);
    this.name = 'SmsError';
    this.uncertain = options.uncertain ?? false;
  }
}

/** A delivery receipt and the number it is for (the receipt's source address). */
export type ReceivedReceipt = DeliveryReceipt & { from: string };

export type SmsClientOptions = {
  url: string;
  sourceAddr: string;
  /** How long a bind or a submit may take before it counts as failed. */
  timeoutMs?: number;
  /** The validity period given to every message (the SMSC's final receipt comes within it). */
  validitySeconds?: number;
  onReceipt?: (receipt: ReceivedReceipt) => void | Promise<void>;
  onError?: (error: unknown) => void;
};

const status = (code: number) => `0x${code.toString(16).padStart(4, '0')}`;

function credentials(url: string) {
  const parsed = new URL(url);
  return {
    system_id: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
  };
}

function messageText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Buffer.isBuffer(value)) return value.toString();
  if (value && typeof value === 'object' && 'message' in value)
    return String((value as { message: unknown }).message);
  return '';
}

/** GSM-7 fits 160 characters in one PDU's short_message, UCS-2 (Cyrillic) 70; longer: the payload TLV. */
function needsPayload(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(text) ? text.length > 160 : text.length > 70;
}

/**
 * An SMPP 3.4 transceiver over the `smpp` package: binds on first use (and again after the SMSC
 * drops the session), submits with registered delivery and hands each delivery receipt
 * (deliver_sm with the receipt flag) to `onReceipt`. A refused bind, a refused submit and a
 * missing answer are thrown as SmsError: the job queue retries.
 */
export function createSmsClient(options: SmsClientOptions) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  let bound: Promise<Session> | null = null;

  let closing = false;
  let rebindTimer: NodeJS.Timeout | null = null;
  let rebindDelayMs = 1000;

  function withTimeout<T>(
    what: string,
    run: (done: (v: T) => void, fail: (e: Error) => void) => void,
  ) {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new SmsError(`SMSC: no answer to ${what} within ${timeoutMs} ms`, {
              uncertain: what === 'submit_sm',
            }),
          ),
        timeoutMs,
      );
      run(
        (value) => (clearTimeout(timer), resolve(value)),
        (error) => (clearTimeout(timer), reject(error)),
      );
    });
  }

  function bind(): Promise<Session> {
    const session = smpp.connect({ url: options.url, auto_enquire_link_period: 30_000 });
    const forget = () => {
      if (current === session) {
        current = null;
        bound = null;
        keepBound();
      }
    };
    let current: Session | null = session;
    session.on('close', forget);
    session.on('error', (error: unknown) => {
      forget();
      options.onError?.(error);
    });
    session.on('deliver_sm', (pdu: Pdu) => {
      const isReceipt = Number(pdu.esm_class ?? 0) & smpp.ESM_CLASS.MC_DELIVERY_RECEIPT;
      const receipt = isReceipt
        ? parseDeliveryReceipt(messageText(pdu.short_message ?? pdu.message_payload))
        : null;
      if (!receipt) {
        session.send(pdu.response());
        return;
      }
      // acknowledged once recorded: a receipt this process dies holding comes again to the next
      // bound session (the SMSC repeats what was not acknowledged)
      const from = String(pdu.source_addr ?? '');
      void Promise.resolve(options.onReceipt?.({ ...receipt, from })).then(
        () => session.send(pdu.response()),
        (error: unknown) => options.onError?.(error),
      );
    });
    session.on('enquire_link', (pdu: Pdu) => session.send(pdu.response()));
    return withTimeout<Session>('bind_transceiver', (done, fail) => {
      session.once('error', (error: Error) => fail(new SmsError(`SMSC: ${error.message}`)));
      session.once('close', () => fail(new SmsError('SMSC closed the connection while binding')));
      session.on('connect', () => {
        session.bind_transceiver(credentials(options.url), (pdu) => {
          if (pdu.command_status === smpp.ESME_ROK) done(session);
          else {
            session.destroy();
            fail(new SmsError(`SMSC refused the bind (status ${status(pdu.command_status)})`));
          }
        });
      });
    }).catch((error: unknown) => {
      forget();
      session.destroy();
      throw error;
    });
  }

  function session(): Promise<Session> {
    bound ??= bind();
    return bound;
  }

  /**
   * Stays bound while the client is open, as an ESME does: the SMSC sends receipts (among them
   * those of messages submitted before a crash or a dropped connection) to a bound session only.
   * After a lost session it binds again, waiting longer after each failure (up to 30 s).
   */
  function keepBound(): void {
    if (closing || rebindTimer) return;
    const delay = rebindDelayMs;
    rebindDelayMs = Math.min(rebindDelayMs * 2, 30_000);
    rebindTimer = setTimeout(() => {
      rebindTimer = null;
      if (closing || bound) return;
      // a failure calls keepBound again through the session's end
      session().then(
        () => (rebindDelayMs = 1000),
        () => undefined,
      );
    }, delay);
    rebindTimer.unref();
  }

  return {
    /** Binds now (at start: receipts waiting at the SMSC come in); a failure is retried later. */
    async connect(): Promise<void> {
      await session();
    },
    /** Submits one SMS; resolves with the SMSC's message id. */
    async submit(to: string, text: string): Promise<string> {
      const open = await session();
      const alphanumeric = !/^\d+$/.test(options.sourceAddr);
      const body = needsPayload(text) ? { message_payload: text } : { short_message: text };
      try {
        return await withTimeout<string>('submit_sm', (done, fail) => {
          const written = open.submit_sm(
            {
              source_addr_ton: alphanumeric ? 5 : 1,
              source_addr_npi: alphanumeric ? 0 : 1,
              source_addr: options.sourceAddr,
              dest_addr_ton: 1,
              dest_addr_npi: 1,
              destination_addr: to,
              registered_delivery: 1,
              ...(options.validitySeconds
                ? { validity_period: new Date(Date.now() + options.validitySeconds * 1000) }
                : {}),
              ...body,
            },
            (pdu) => {
              if (pdu.command_status === smpp.ESME_ROK) done(String(pdu.message_id ?? ''));
              else
                fail(
                  new SmsError(`SMSC refused the message (status ${status(pdu.command_status)})`),
                );
            },
          );
          if (!written) fail(new SmsError('SMSC connection is not writable'));
        });
      } catch (error) {
        // Unknown state after a missing answer: start a new session next time.
        if (bound && !(error instanceof SmsError && error.message.includes('refused'))) {
          bound = null;
          open.destroy();
        }
        throw error;
      }
    },
    async close(): Promise<void> {
      closing = true;
      if (rebindTimer) clearTimeout(rebindTimer);
      rebindTimer = null;
      const open = bound;
      bound = null;
      if (!open) return;
      const s = await open.catch(() => null);
      if (!s) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => (s.destroy(), resolve()), 1000);
        s.unbind(() => {
          clearTimeout(timer);
          s.destroy(() => resolve());
        });
      });
    },
  };
}

export type SmsClient = ReturnType<typeof createSmsClient>;
