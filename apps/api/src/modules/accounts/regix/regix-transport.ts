import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Clock } from '../../../platform/clock';
import type { RegixConfig } from '../../../platform/regix-config';
import { SOAP_CONTENT_TYPE } from './regix-protocol';
import { answerRegixSandbox, type SandboxFailureMode } from './regix-sandbox';

/**
 * How a SOAP request reaches RegiX: over HTTPS with our client certificate (or plain HTTP to a
 * local sandbox server), or straight into the in-process sandbox. Every transport honours the
 * signal: the client aborts it at its timeout, and an aborted call rejects with `TimeoutError`.
 */
export type RegixReply = { status: number; body: string };
export type RegixTransport = (body: string, signal: AbortSignal) => Promise<RegixReply>;

export class RegixTimeoutError extends Error {
  constructor() {
    super('RegiX did not answer in time');
    this.name = 'TimeoutError';
  }
}

const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

export function httpTransport(config: Extract<RegixConfig, { kind: 'regix' }>): RegixTransport {
  const url = new URL(config.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return (body, signal) =>
    new Promise<RegixReply>((resolve, reject) => {
      if (signal.aborted) return reject(new RegixTimeoutError());
      const req = send(url, {
        method: 'POST',
        headers: {
          'content-type': SOAP_CONTENT_TYPE,
          'content-length': Buffer.byteLength(body),
          accept: 'application/soap+xml',
        },
        cert: config.certPem,
        key: config.keyPem,
        passphrase: config.keyPassphrase,
        ...(config.caPem ? { ca: config.caPem } : {}),
      });
      const onAbort = () => {
        req.destroy();
        reject(new RegixTimeoutError());
      };
      signal.addEventListener('abort', onAbort, { once: true });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) req.destroy(new Error('RegiX answer too large'));
          else chunks.push(chunk);
        });
        res.on('end', () => {
          signal.removeEventListener('abort', onAbort);
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      });
      req.on('error', (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(signal.aborted ? new RegixTimeoutError() : error);
      });
      req.end(body);
    });
}

/** The sandbox in this process: the same XML in and out, no socket (tests on app.inject). */
export function sandboxTransport(failure: SandboxFailureMode, clock: Clock): RegixTransport {
  return (body, signal) =>
    new Promise<RegixReply>((resolve, reject) => {
      const answer = answerRegixSandbox(body, failure, clock.now());
      if (answer.kind === 'answer') return resolve({ status: answer.status, body: answer.body });
      // no answer: only the caller's timeout ends the wait
      if (signal.aborted) return reject(new RegixTimeoutError());
      signal.addEventListener('abort', () => reject(new RegixTimeoutError()), { once: true });
    });
}
