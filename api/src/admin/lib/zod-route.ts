/**
 * Zod validation for admin routes, as the contact route does it: the shared schemas the browser runs also
 * validate on the server (one set of rules and messages), and their JSON Schema form documents the route.
 */
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { fieldErrors } from '@site/contracts/schemas';
import { HttpError } from '../../lib/errors.ts';
import { errorResponses } from '../../routes/schemas.ts';

type Part = 'body' | 'params' | 'querystring';

/** A database id in a path: a positive 32-bit integer. */
export const idParams = z.object({
  id: z.coerce.number({ error: 'Must be a whole number.' }).int('Must be a whole number.').min(1).max(2_147_483_647),
});
export type IdParams = z.output<typeof idParams>;

/** The JSON Schema of `schema`'s input, for documentation; transforms are described as "any value". */
function jsonSchema(schema: z.ZodType): object {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return json;
}

/**
 * Route options that validate each given part with its zod schema: `schema` (the JSON Schema of each part,
 * plus `responses` and the shared error answers) and a `validatorCompiler` that runs zod and hands the
 * handler zod's output (trimmed, defaults applied).
 * A refused body answers 400 validation_failed with a message per field; refused params or query strings
 * answer 400 as well.
 */
export function zodRoute(
  parts: Partial<Record<Part, z.ZodType>>,
  responses: Record<number, object>,
): {
  schema: FastifySchema;
  validatorCompiler: FastifySchemaCompiler<unknown>;
} {
  const schema: FastifySchema = { response: { ...responses, ...errorResponses } };
  for (const [part, zodSchema] of Object.entries(parts) as [Part, z.ZodType][]) schema[part] = jsonSchema(zodSchema);

  const validatorCompiler: FastifySchemaCompiler<unknown> =
    ({ httpPart }) =>
    (data) => {
      const zodSchema = parts[httpPart as Part];
      if (!zodSchema) return { value: data };
      const result = zodSchema.safeParse(data);
      if (result.success) return { value: result.data };
      const message =
        httpPart === 'body' ? 'Check the highlighted fields and try again.' : `The request's ${httpPart} is not valid.`;
      return { error: new HttpError(400, 'validation_failed', message, fieldErrors(result.error)) };
    };
  return { schema, validatorCompiler };
}

/** A route schema with only answers: the given success answers and the shared error answers. */
export function answers(success: Record<number, object>): FastifySchema {
  return { response: { ...success, ...errorResponses } };
}
