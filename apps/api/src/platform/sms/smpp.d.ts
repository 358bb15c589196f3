// The parts of the `smpp` package (no published types) the platform uses.
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  export type Pdu = {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    response(options?: Record<string, unknown>): Pdu;
  };

  export type Session = EventEmitter & {
    send(pdu: Pdu, callback?: (pdu: Pdu) => void): boolean;
    bind_transceiver(options: Record<string, unknown>, callback: (pdu: Pdu) => void): boolean;
    submit_sm(options: Record<string, unknown>, callback: (pdu: Pdu) => void): boolean;
    deliver_sm(options: Record<string, unknown>, callback?: (pdu: Pdu) => void): boolean;
    unbind(callback?: (pdu: Pdu) => void): boolean;
    pause(): void;
    resume(): void;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
  };

  export type Server = NetServer & {
    sessions: Session[];
  };

  export function connect(
    options: { url: string; auto_enquire_link_period?: number; connectTimeout?: number },
    listener?: () => void,
  ): Session;
  export function createServer(
    options: Record<string, unknown>,
    listener: (session: Session) => void,
  ): Server;

  export const ESME_ROK: number;
  export const ESME_RBINDFAIL: number;
  export const ESME_RINVPASWD: number;
  export const ESME_RSUBMITFAIL: number;
  export const ESME_RTHROTTLED: number;
  export const ESM_CLASS: { MC_DELIVERY_RECEIPT: number };
  export const errors: Record<string, number>;
}
