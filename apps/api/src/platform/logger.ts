import { pino, type Logger } from 'pino';
import type { Config } from './config';

/** pino JSON lines (Fastify adds the request id to each request's lines); secrets never logged. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '***',
    },
  });
}
