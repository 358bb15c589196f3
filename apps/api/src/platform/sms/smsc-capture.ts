import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Pdu } from 'smpp';
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
 * to get an outcome): …0001 the submit is refused (ESME_RSUBMITFAIL), …0002 no answer (the client's
 * timeout), …0003 accepted, then a receipt UNDELIV. Every other number: accepted and DELIVRD.
 * `refuseBinds` refuses every bind (a wrong password always is).
 */
export const SANDBOX_SUBMIT_FAIL = '0001';
export const SANDBOX_NO_ANSWER = '0002';
export const SANDBOX_UNDELIVERED = '0003';

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
  if (options.dir) mkdirSync(options.dir, { recursive: true });

  const server = smpp.createServer({}, (session) => {
    let bound = false;
    session.on('error', () => undefined);
    session.on('bind_transceiver', (pdu: Pdu) => {
      const ok = !state.refuseBinds && pdu.system_id === systemId && pdu.password === password;
      session.send(pdu.response({ command_status: ok ? smpp.ESME_ROK : smpp.ESME_RBINDFAIL }));
      if (ok) bound = true;
      else session.close();
    });
    session.on('enquire_link', (pdu: Pdu) => session.send(pdu.response()));
    session.on('unbind', (pdu: Pdu) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('deliver_sm_resp', () => undefined);
    session.on('submit_sm', (pdu: Pdu) => {
      if (!bound) {
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
      session.send(pdu.response({ message_id: messageId }));
      if (Number(pdu.registered_delivery ?? 0) & 1) {
        const stat = to.endsWith(SANDBOX_UNDELIVERED) ? 'UNDELIV' : 'DELIVRD';
        setTimeout(() => {
          session.deliver_sm({
            source_addr: to,
            destination_addr: sms.from,
            esm_class: smpp.ESM_CLASS.MC_DELIVERY_RECEIPT,
            short_message: deliveryReceiptText(messageId, stat, new Date()),
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
