import { AppError } from '#server/errors.ts';

/** The AppError `promise` rejects with; a success or any other error fails the test. */
export async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}
