import type { LogLevel } from '../config';
import { serializeError } from '../http/logging';
import type { WorkerLogger } from './run';

/**
 * The JSON-lines logger of a separate worker process, in pino's line format (level number, time,
 * pid, hostname, msg), so API and worker logs read alike. Errors are written as the API writes them
 * (http/logging.ts): type, message, stack and causes, a failed query without its SQL or
 * parameters. The worker logs task ids and errors only, never bank or identity tokens.
 */

const LEVEL_NUMBERS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;

export interface LineSink {
  write(line: string): unknown;
}

/** An error as the API's logger writes it: a failed query without its SQL and parameters. */
function serialise(value: unknown): unknown {
  return value instanceof Error ? serializeError(value) : value;
}

export function createJsonLogger(level: LogLevel, sink: LineSink = process.stdout): WorkerLogger {
  const threshold = LEVEL_NUMBERS[level];
  const write = (levelNumber: number, fields: Record<string, unknown>, message: string) => {
    if (levelNumber < threshold) return;
    const entries = Object.entries(fields).map(([key, value]) => [key, serialise(value)] as const);
    const line = {
      level: levelNumber,
      time: Date.now(),
      pid: process.pid,
      name: 'worker',
      ...Object.fromEntries(entries),
      msg: message,
    };
    sink.write(`${JSON.stringify(line)}\n`);
  };
  return {
    info: (fields, message) => write(LEVEL_NUMBERS.info, fields, message),
    warn: (fields, message) => write(LEVEL_NUMBERS.warn, fields, message),
    error: (fields, message) => write(LEVEL_NUMBERS.error, fields, message),
  };
}
