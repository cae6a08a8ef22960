import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Structured JSON logs, one object a line, for a log collector to parse. `destination`
 * lets tests read what was logged. Stdout is written synchronously: at our volume the
 * cost is nil, and a crash or a kill during start-up cannot swallow the last lines.
 */
export function createLogger(options: { level?: string; destination?: pino.DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: 'rigsmith-shop' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}
