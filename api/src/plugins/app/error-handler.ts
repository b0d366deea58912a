/**
 * The one error handler (DESIGN §5): every error leaves as `{"error": {"code", "message", "fields"?}}` with
 * its status, never an HTML page or a stack trace.
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

/** `{field: message}` from Ajv's issues, named by the property path (e.g. `id`). */
function validationFields(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const missing = (issue.params as { missingProperty?: unknown }).missingProperty;
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const key = typeof missing === 'string' ? missing : path || '_';
    fields[key] ??= `Must ${issue.message?.replace(/^must /, '') ?? 'be valid'}.`;
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
}

/** Sets the instance-wide error handler (fastify-plugin skips encapsulation, so it covers every route). */
export const errorHandler = fp(errorHandlerPlugin, { name: 'error-handler' });
