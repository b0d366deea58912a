/**
 * The one error handler and the one not-found handler (docs/design.md#api): every error leaves as
 * `{"error": {"code", "message", "fields"?}}` with its status, never an HTML page or a stack trace. Errors
 * that skip Fastify's request hooks (a URL Fastify cannot decode, HTTP that Node refuses) go through the same
 * shape and get the same security headers (frameworkErrorHandler, clientErrorHandler).
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, HttpError } from '../../lib/errors.ts';
import { REQUEST_ID_HEADER } from '../../ops/request-id.ts';

/** Codes for the statuses Fastify and its plugins raise themselves. */
const CODES: Record<number, string> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
};

const MESSAGES: Record<number, string> = {
  408: 'The request took too long to arrive.',
  413: 'The request body is too large.',
  414: 'The address is too long.',
  415: 'Send the request body as JSON (Content-Type: application/json).',
  431: 'The request headers are too large.',
};

// Fastify's own wording names its internals and repeats the address; these say what to fix.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: a % in it is not followed by a valid encoded character.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send it as JSON.',
};

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** Ajv's wording without its leading "must", with an article for types ("be an integer"). */
function issueText(issue: ValidationIssue): string {
  const type = (issue.params as { type?: unknown }).type;
  if (issue.keyword === 'type' && typeof type === 'string') return `be ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
  return issue.message?.replace(/^must /, '') ?? 'be valid';
}

/** `{field: message}` from Ajv's issues, named by the property path (e.g. `id`). */
function validationFields(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const missing = (issue.params as { missingProperty?: unknown }).missingProperty;
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const key = typeof missing === 'string' ? missing : path || '_';
    fields[key] ??= `Must ${issueText(issue)}.`;
  }
  return fields;
}

async function errorHandlerPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.fields));
    }
    if (error.validation) {
      const message = `The request is not valid: ${error.message}.`;
      return reply.code(400).send(errorBody('validation_failed', message, validationFields(error.validation)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 || status < 400) {
      // Only the log sees what went wrong: a stack or SQL text in an answer would help an attacker, not a visitor.
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody('internal_error', 'Something went wrong on our side.'));
    }
    const code = CODES[status] ?? 'bad_request';
    const message = FASTIFY_MESSAGES[error.code] ?? MESSAGES[status] ?? error.message;
    return reply.code(status).send(errorBody(code, message));
  });

  // Set on the root, not under /api: a server that adds a catch-all page route to this instance hands unknown
  // /api paths on with reply.callNotFound(), which reaches the root handler, and they must still get JSON.
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .header('cache-control', 'no-cache')
      .send(errorBody('not_found', `There is nothing at ${request.method} ${request.url}.`));
  });
}

/**
 * Fastify's `frameworkErrors` option: errors Fastify raises before a route is found (a URL it cannot decode,
 * a parameter past its length limit). Fastify answers these without running any hook, so the security
 * headers and the request id are added here; then the instance's error handler answers in the one shape.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const app = request.server;
  if (app.hasDecorator('securityHeaderValues')) reply.headers(app.securityHeaderValues);
  reply.header(REQUEST_ID_HEADER, request.id);
  app.errorHandler(error, request, reply);
}

/**
 * Fastify's `clientErrorHandler` option (`this` is the instance): HTTP that Node refuses before Fastify sees
 * a request (headers past the size limit: 431, a request that took too long: 408, malformed HTTP: 400). The
 * answer is written to the socket, in the one error shape with the security headers, and the connection is
 * closed, as Node does, since what follows on it cannot be trusted.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(
    errorBody(CODES[status] ?? 'bad_request', MESSAGES[status] ?? 'The request is not valid HTTP.'),
  );
  const requestId = randomUUID();
  this.log.info({ reqId: requestId, code: error.code, status }, 'refused a malformed request');
  const security = this.hasDecorator('securityHeaderValues') ? this.securityHeaderValues : {};
  const headers = {
    ...security,
    [REQUEST_ID_HEADER]: requestId,
    'cache-control': 'no-cache',
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  if (socket.writable) {
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}

/** Sets the instance-wide error and not-found handlers (fastify-plugin skips encapsulation: they cover all). */
export const errorHandler = fp(errorHandlerPlugin, { name: 'error-handler' });
