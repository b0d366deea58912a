/**
 * The API's log settings (pino, JSON lines): what an error looks like in the log. Database errors carry what
 * a request sent (drizzle puts every query parameter in its message, PostgreSQL names the offending row in
 * `detail`), and a visitor's name, e-mail or comments must not end up in a log file (docs/design.md#product-decisions).
 */
import type { FastifyServerOptions } from 'fastify';

/** An error as it is written to the log. */
interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [key: string]: unknown;
}

// Properties kept besides type, message and stack: codes and the names of schema objects, which tell what
// failed without saying whose data it was. Everything else (params, detail, where, a mail server's response…)
// is left out.
const KEPT = [
  'code',
  'statusCode',
  'errno',
  'syscall',
  'responseCode',
  'command',
  'table',
  'column',
  'constraint',
  'table_name',
  'column_name',
  'constraint_name',
] as const;
// The deepest cause followed; a longer chain is cut rather than walked without end.
const MAX_DEPTH = 5;

/** The message without the query parameters drizzle appends to a failed query ("…\nparams: a,b,c"). */
function withoutParams(message: string): string {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : `${message.slice(0, at)}\nparams: [redacted]`;
}

/**
 * Serializes `error` for the log: its type, its message without query parameters, its stack (whose first
 * line repeats the message, so it is rebuilt from the cleaned message), a few code-like properties, and its
 * cause, cleaned the same way. Anything not an Error is logged as its type alone.
 */
function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '(not an Error)', stack: '' };
  const type = error.constructor.name || error.name;
  const message = withoutParams(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const fields = error as unknown as Record<string, unknown>;
  for (const key of KEPT) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') logged[key] = value;
  }
  if (error.cause !== undefined && depth < MAX_DEPTH) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** A place log lines can be written to (a file, a test's collector); standard output by default. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Fastify's `logger` option: false when logging is off, else pino writing JSON lines to `stream` (standard
 * output when absent) with errors serialized by serializeError.
 */
export function loggerOptions(enabled: boolean, stream?: LogStream): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return { serializers: { err: serializeError }, ...(stream && { stream }) };
}
