import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Pdu, Session } from 'smpp';
import { smpp } from './smpp-module';
import { deliveryReceiptText } from '@toll/domain/notifications';

export type CapturedSms = {
  messageId: string;
  from: string;
  to: string;
  text: string;
  at: string;
  file: string | null;
};

/**
 * What the sandbox does, per destination number's last four digits (tests and demos pick a number
 * to get an outcome): …0001 the submit is refused (ESME_RSUBMITFAIL), …0002 no answer and nothing
 * kept (the client's timeout), …0003 accepted, then a receipt UNDELIV, …0004 accepted and kept but
 * the answer lost on the way (the client times out; the receipt still comes). Every other number:
 * accepted and DELIVRD. `refuseBinds` refuses every bind (a wrong password always is).
 * Like a real SMSC, a receipt whose session is gone waits for the next bind of the same system id.
 */
export const SANDBOX_SUBMIT_FAIL = '0001';
export const SANDBOX_NO_ANSWER = '0002';
export const SANDBOX_UNDELIVERED = '0003';
export const SANDBOX_ANSWER_LOST = '0004';

const text = (pdu: Pdu): string => {
  const value = (pdu.message_payload ?? pdu.short_message) as
    { message?: string | Buffer } | string | Buffer | undefined;
  if (value === undefined) return '';
  if (typeof value === 'string' || Buffer.isBuffer(value)) return value.toString();
  return value.message?.toString() ?? '';
};

/**
 * A local SMS centre speaking real SMPP 3.4 (the `smpp` package's server): it binds ESMEs with the
 * given credentials, keeps every submitted message (as a .json file under `dir` and in memory) and
 * sends a delivery receipt (deliver_sm) back. `npm start` uses it when no SMSC_URL is configured;
 * the tests read the SMS that went out from it.
 */
export async function startSmscCapture(options: {
  dir: string | null;
  port?: number;
  systemId?: string;
  password?: string;
  onSms?: (sms: CapturedSms) => void;
}) {
  const systemId = options.systemId ?? 'toll';
  const password = options.password ?? 'toll';
  const messages: CapturedSms[] = [];
  const waiters: { to: string; resolve: (sms: CapturedSms) => void }[] = [];
  const state = { refuseBinds: false };
  type Receipt = Record<string, unknown>;
  const bound = new Set<Session>();
  // Receipts the ESME has not acknowledged (deliver_sm_resp) per session, and those waiting for a
  // bound session: a receipt is sent until acknowledged, to the next bind when its session ends.
  const unacknowledged = new Map<Session, Set<Receipt>>();
  const waitingReceipts: Receipt[] = [];
  const deliver = (session: Session, receipt: Receipt) => {
    const pending = unacknowledged.get(session) ?? new Set<Receipt>();
    unacknowledged.set(session, pending);
    pending.add(receipt);
    session.deliver_sm(receipt, () => pending.delete(receipt));
  };
  const sendReceipt = (session: Session, receipt: Receipt) => {
    const to = bound.has(session) ? session : [...bound][0];
    if (to) deliver(to, receipt);
    else waitingReceipts.push(receipt);
  };
  const sessionEnded = (session: Session) => {
    bound.delete(session);
    const pending = unacknowledged.get(session);
    unacknowledged.delete(session);
    for (const receipt of pending ?? []) sendReceipt(session, receipt);
  };
  /** Set by `holdNextAnswer`: the next accepted message is kept but its answer never sent. */
  let holdNext: ((sms: CapturedSms) => void) | null = null;
  if (options.dir) mkdirSync(options.dir, { recursive: true });

  const server = smpp.createServer({}, (session) => {
    session.on('error', () => undefined);
    session.on('close', () => sessionEnded(session));
    session.on('bind_transceiver', (pdu: Pdu) => {
      const ok = !state.refuseBinds && pdu.system_id === systemId && pdu.password === password;
      session.send(pdu.response({ command_status: ok ? smpp.ESME_ROK : smpp.ESME_RBINDFAIL }));
      if (!ok) {
        session.close();
        return;
      }
      bound.add(session);
      for (const receipt of waitingReceipts.splice(0)) deliver(session, receipt);
    });
    session.on('enquire_link', (pdu: Pdu) => session.send(pdu.response()));
    session.on('unbind', (pdu: Pdu) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('deliver_sm_resp', () => undefined);
    session.on('submit_sm', (pdu: Pdu) => {
      if (!bound.has(session)) {
        session.send(pdu.response({ command_status: smpp.errors.ESME_RINVBNDSTS ?? 0x04 }));
        return;
      }
      const to = String(pdu.destination_addr ?? '');
      if (to.endsWith(SANDBOX_NO_ANSWER)) return;
      if (to.endsWith(SANDBOX_SUBMIT_FAIL)) {
        session.send(pdu.response({ command_status: smpp.ESME_RSUBMITFAIL }));
        return;
      }
      const messageId = randomUUID().replace(/-/g, '').slice(0, 20);
      const now = new Date();
      let file: string | null = null;
      const sms: CapturedSms = {
        messageId,
        from: String(pdu.source_addr ?? ''),
        to,
        text: text(pdu),
        at: now.toISOString(),
        file,
      };
      if (options.dir) {
        file = join(options.dir, `${sms.at.replace(/[:.]/g, '-')}-${to}-${messageId}.json`);
        sms.file = file;
        // whole or not at all: a reader of the folder never meets a half-written file
        writeFileSync(`${file}.part`, JSON.stringify(sms, null, 2));
        renameSync(`${file}.part`, file);
      }
      messages.push(sms);
      options.onSms?.(sms);
      for (const waiter of waiters.filter((w) => w.to === to)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(sms);
      }
      const held = holdNext;
      holdNext = null;
      if (held) held(sms);
      else if (!to.endsWith(SANDBOX_ANSWER_LOST))
        session.send(pdu.response({ message_id: messageId }));
      if (Number(pdu.registered_delivery ?? 0) & 1) {
        const stat = to.endsWith(SANDBOX_UNDELIVERED) ? 'UNDELIV' : 'DELIVRD';
        setTimeout(() => {
          sendReceipt(session, {
            source_addr: to,
            destination_addr: sms.from,
            esm_class: smpp.ESM_CLASS.MC_DELIVERY_RECEIPT,
            // the receipt's text field repeats a GSM text's start; a UCS-2 (Cyrillic) one, as
            // many SMSCs do, not at all
            short_message: deliveryReceiptText(
              messageId,
              stat,
              new Date(),
              /^[\x20-\x7e]*$/.test(sms.text) ? sms.text : '',
            ),
            receipted_message_id: messageId,
          });
        }, 20);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `smpp://${encodeURIComponent(systemId)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    messages,
    /** Refuse (or accept again) every bind: an SMSC outage for the client. */
    refuseBinds(refuse: boolean) {
      state.refuseBinds = refuse;
    },
    /**
     * Keeps the next message accepted but never answers it (its sender waits, or dies, with the
     * message taken): resolves when it arrives. The crash suite's kill moment.
     */
    holdNextAnswer(): Promise<CapturedSms> {
      return new Promise((resolve) => (holdNext = resolve));
    },
    /** Drops every bound session (the SMSC restarts). */
    dropSessions() {
      for (const session of [...server.sessions]) session.destroy();
    },
    /** The first SMS (already here or arriving within the timeout) to a number. */
    waitFor(to: string, timeoutMs = 15_000): Promise<CapturedSms> {
      const found = messages.find((m) => m.to === to);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no SMS to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({ to, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of [...server.sessions]) session.destroy();
        server.close(() => resolve());
      }),
  };
}

export type SmscCapture = Awaited<ReturnType<typeof startSmscCapture>>;
