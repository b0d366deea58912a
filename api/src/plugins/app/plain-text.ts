/**
 * One rule for every text a request sends (docs/design.md#api, docs/design.md#product-decisions): no control characters but tab, line feed and
 * carriage return. PostgreSQL refuses a NUL in text outright, so without this check a stray \u0000 in a form
 * field ends as a 500 instead of a field message; the other control characters have no place in a form
 * either. Checked before each route's own validation, so no route can forget it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/errors.ts';

/** The message a field with a control character gets. */
export const CONTROL_CHARACTER_MESSAGE = 'Remove the invisible control characters from this text.';

// \p{Cc} is every C0 and C1 control character; tab, line feed and carriage return belong in multi-line text.
const FORBIDDEN = /[^\P{Cc}\t\n\r]/u;
// A body nests a few levels at most (a list of subspecialties); deeper input is left to the route's schema.
const MAX_DEPTH = 8;

/** Adds `{path: message}` to `fields` for each string in `value` holding a forbidden character. */
function collect(value: unknown, path: string[], fields: Record<string, string>, depth = 0): void {
  if (typeof value === 'string') {
    if (FORBIDDEN.test(value)) fields[path.join('.') || '_'] = CONTROL_CHARACTER_MESSAGE;
  } else if (ArrayBuffer.isView(value)) {
    // A binary body (a release archive) is bytes, not text: there is nothing to check, and walking it byte by
    // byte would take seconds.
    return;
  } else if (value !== null && typeof value === 'object' && depth < MAX_DEPTH) {
    for (const [key, item] of Object.entries(value)) collect(item, [...path, key], fields, depth + 1);
  }
}

async function plainTextPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => {
    const fields: Record<string, string> = {};
    collect(request.query, [], fields);
    collect(request.body, [], fields);
    if (Object.keys(fields).length > 0) {
      throw new HttpError(400, 'validation_failed', 'Check the highlighted fields and try again.', fields);
    }
  });
}

/** Refuses, with 400 validation_failed and a message per field, any request text holding a control character. */
export const plainText = fp(plainTextPlugin, { name: 'plain-text' });
