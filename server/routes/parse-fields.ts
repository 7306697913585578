import type { z } from 'zod';
import { AppError, issuesToErrors } from '#server/errors.ts';

/**
 * Validates the text fields of a multipart request (which Fastify's body schema does not see) with a
 * shared schema, answering like a body validation failure: 400, the first rule's message, `errors`.
 * Also a body a route takes either as JSON or as multipart (completeRide), which has no body schema.
 */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const { message, errors } = issuesToErrors(parsed.error.issues);
  throw new AppError('VALIDATION', message, { errors });
}
