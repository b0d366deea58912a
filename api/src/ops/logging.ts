/**
 * The API's log settings (pino): JSON lines for production and log collectors, readable lines on a terminal
 * (docs/design.md#api), and what an error looks like in the log. Database errors carry what
 * a request sent (drizzle puts every query parameter in its message, PostgreSQL names the offending row in
 * `detail`), and a visitor's name, e-mail or comments must not end up in a log file (docs/design.md#product-decisions).
 */
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { prettyFactory } from 'pino-pretty';

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
 * How log lines are written: `json`, one object per line (production, collectors, tests), or `pretty`, one
 * readable line per event, with request lines at debug level.
 */
export type LogFormat = 'json' | 'pretty';

/**
 * LOG_FORMAT when it is `json` or `pretty`; otherwise `pretty` when standard output is a terminal (someone runs
 * `npm start`) and `json` when it is not (a service manager, a pipe, a test).
 */
export function logFormatFrom(
  env: NodeJS.ProcessEnv = process.env,
  terminal = process.stdout.isTTY === true,
): LogFormat {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT;
  return terminal ? 'pretty' : 'json';
}

/**
 * Fastify's `logger` option: false when logging is off, else pino with errors serialized by serializeError,
 * writing to `stream` (standard output when absent): JSON lines, or for `pretty` readable lines (pino-pretty's
 * formatter) at LOG_LEVEL (default info).
 */
export function loggerOptions(
  enabled: boolean,
  stream?: LogStream,
  format: LogFormat = 'json',
): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  if (format === 'pretty') {
    // Formatted as each line is written, in this thread: nothing is lost when the process exits.
    const prettify = prettyFactory({
      colorize: !stream && process.stdout.isTTY === true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId',
      singleLine: true,
    });
    const out = stream ?? process.stdout;
    return {
      level: process.env.LOG_LEVEL ?? 'info',
      serializers: { err: serializeError },
      stream: { write: (line: string) => void out.write(prettify(line)) },
    };
  }
  return { serializers: { err: serializeError }, ...(stream && { stream }) };
}

/**
 * Fastify's request lines for the `pretty` format: none as a request comes in, and one readable line at debug
 * level when it is answered (which LOG_LEVEL=debug shows), an error still at error level. For `json`, Fastify's
 * own two lines at info.
 */
export function logControllerFor(format: LogFormat): LogController {
  if (format === 'json') return new LogController();
  return new (class PrettyRequestLines extends LogController {
    override incomingRequest() {}
    override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
      const line = `${request.method} ${request.url} ${reply.statusCode} in ${Math.round(reply.elapsedTime)} ms`;
      if (error) reply.log.error({ err: error }, line);
      else reply.log.debug(line);
    }
  })();
}
