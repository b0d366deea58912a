/**
 * The one error handler and the one not-found handler (DESIGN §5): every error leaves as
 * `{"error": {"code", "message", "fields"?}}` with its status, never an HTML page or a stack trace.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, HttpError } from '../../lib/errors.ts';

/** Codes for the statuses Fastify and its plugins raise themselves. */
const CODES: Record<number, string> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

const MESSAGES: Record<number, string> = {
  413: 'The request body is too large.',
  415: 'Send the request body as JSON (Content-Type: application/json).',
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
    return reply.code(status).send(errorBody(code, MESSAGES[status] ?? error.message));
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

/** Sets the instance-wide error and not-found handlers (fastify-plugin skips encapsulation: they cover all). */
export const errorHandler = fp(errorHandlerPlugin, { name: 'error-handler' });
