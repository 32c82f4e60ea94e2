import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/** The process logger: JSON lines (pretty-printed on a developer's terminal), secrets redacted. */
export function createLogger(config: Pick<Config, 'logLevel' | 'logPretty'>): Logger {
  return pino({
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
    transport: config.logPretty ? { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } : undefined,
  });
}
