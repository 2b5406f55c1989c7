import { pino, type Logger } from 'pino';
import { currentRequestId } from './request-context.ts';

export type { Logger } from 'pino';

/**
 * One JSON object per line on stdout: `level`, `time`, `service`, `msg`, and
 * `requestId` whenever the line is written inside a request or a job that
 * carries one. LOG_LEVEL sets the threshold (default info).
 */
export function createLogger(service: string, opts: { level?: string; destination?: pino.DestinationStream } = {}): Logger {
  return pino(
    {
      level: opts.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { service, pid: process.pid },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    opts.destination ?? pino.destination({ sync: true }),
  );
}

/** Console-shaped logging (`log.warn('what:', err)`) over a JSON logger: the arguments become one message, an Error its `err`. */
export interface ConsoleLike {
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export function consoleLike(logger: Logger): ConsoleLike {
  const write =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const err = args.find((a) => a instanceof Error);
      const msg = args.map((a) => (a instanceof Error ? a.message : typeof a === 'string' ? a : JSON.stringify(a))).join(' ');
      if (err) logger[level]({ err }, msg);
      else logger[level](msg);
    };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}
