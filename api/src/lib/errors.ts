/**
 * The API's error type and its one JSON shape (docs/design.md#api): `{"error": {"code", "message", "fields"?}}`.
 */
import type { ApiErrorBody } from '@site/contracts/types';

/** An error a route throws on purpose: the error handler answers with its status, code and message as is. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(statusCode: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

/** Builds the error body; `fields` is left out when there are none. */
export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields && Object.keys(fields).length > 0 ? { code, message, fields } : { code, message } };
}

/** A JSON schema of the error body, for the error responses of every route. */
export const errorResponseSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
} as const;
