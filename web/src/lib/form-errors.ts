import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Shows a 400 answer's field errors under the matching inputs of a react-hook-form form. Fields the
 * form does not have are ignored (the error toast already carries the message).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError)) return;
  for (const field of fields) {
    const message = error.errors[field];
    if (message) setError(field, { type: 'server', message });
  }
}
