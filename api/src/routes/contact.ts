import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { contactFormSchema, fieldErrors } from '@site/contracts/schemas';
import type { ContactResponse } from '@site/contracts/types';
import { contact_submissions } from '../db/schema.ts';
import { hashClientAddress } from '../lib/address-hash.ts';
import { HttpError } from '../lib/errors.ts';
import { contactResponseSchema, errorResponses } from './schemas.ts';

/** Largest accepted contact body, in bytes: the form's fields at their maximum lengths fit with room to spare. */
export const CONTACT_BODY_LIMIT = 16 * 1024;

/** A per-address limit: at most `max` submissions per `timeWindow` (milliseconds, or text such as '10 minutes'). */
export interface ContactRateLimit {
  max: number;
  timeWindow: string | number;
}

/** Submissions allowed per client address and window (docs/design.md#product-decisions: a per-address rate limit against spam). */
export const CONTACT_RATE_LIMIT: ContactRateLimit = { max: 10, timeWindow: '10 minutes' };

/**
 * The honeypot (docs/design.md#product-decisions): a field the form hides from people (off-screen, out of the tab order, labelled
 * 'leave empty') and sends as `website`. Form-filling bots fill every field; a filled one marks a bot.
 */
const HONEYPOT_FIELD = 'website';

/** True when the raw body carries a honeypot value other than empty (blank text counts as empty). */
function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

type ContactBody = z.output<typeof contactFormSchema>;

// The JSON schema documents the body (and is what tooling reads); it is generated from the zod schema so the
// two cannot drift. Validation itself runs the zod schema, the same one the browser runs (docs/design.md#product-decisions), so the
// server's field messages are word for word the ones the form shows; the cross-field rule (e-mail or phone)
// and the format checks exist only in zod.
const { $schema: _dialect, ...formJsonSchema } = z.toJSONSchema(contactFormSchema, { io: 'input' });
const contactBodyJsonSchema = {
  ...formJsonSchema,
  properties: {
    ...formJsonSchema.properties,
    [HONEYPOT_FIELD]: { type: 'string', description: 'Honeypot: people leave it empty.' },
  },
};

const validateWithZod: FastifySchemaCompiler<unknown> = () => (data) => {
  const result = contactFormSchema.safeParse(data);
  if (result.success) return { value: result.data };
  return {
    error: new HttpError(400, 'validation_failed', 'Check the highlighted fields and try again.', {
      ...fieldErrors(result.error),
    }),
  };
};

/**
 * POST /api/utilities/contact.php (docs/requirements.md#entities, docs/requirements.md#api-calls, docs/design.md#api, docs/design.md#product-decisions): takes the contact form object as JSON, stores
 * it in contact_submissions (mail_status 'pending' for the mail outbox, or 'off' when no SMTP server is set)
 * and answers `{"response": true}` once it is stored. A filled `website` honeypot gets the same answer and
 * nothing is stored or sent. Comments are plain text, stored as typed and never treated as HTML. Errors, in
 * the JSON error shape: 400 validation_failed with `fields` (the shared schema's messages), 413 above 16 KB,
 * 415 for a body that is not JSON, 429 with Retry-After when one address sends more than `options.rateLimit`
 * (default CONTACT_RATE_LIMIT), 500.
 */
export async function contactRoutes(
  app: FastifyInstance,
  options: { rateLimit?: ContactRateLimit | undefined },
): Promise<void> {
  // Fastify parses text/plain bodies by default; this call takes JSON alone, so anything else gets a clear 415
  // rather than a string that fails validation field by field. The removal is scoped to this plugin.
  app.removeContentTypeParser('text/plain');

  app.post<{ Body: ContactBody }>('/utilities/contact.php', {
    bodyLimit: CONTACT_BODY_LIMIT,
    config: { rateLimit: options.rateLimit ?? CONTACT_RATE_LIMIT },
    schema: {
      body: contactBodyJsonSchema,
      response: {
        200: contactResponseSchema,
        ...errorResponses,
      },
    },
    validatorCompiler: validateWithZod,
    // Before validation: a bot gets the answer a person gets, never field messages that would teach it the form.
    preValidation: async (request, reply) => {
      if (!honeypotFilled(request.body)) return;
      request.log.info({ clientAddressHash: hashClientAddress(request.ip) }, 'contact honeypot filled; dropped');
      return reply.send({ response: true } satisfies ContactResponse);
    },
    handler: async (request): Promise<ContactResponse> => {
      const { submit: _submit, ...form } = request.body;
      await app.db.insert(contact_submissions).values({
        ...form,
        client_address_hash: hashClientAddress(request.ip),
        mail_status: app.mailEnabled ? 'pending' : 'off',
      });
      return { response: true };
    },
  });
}
