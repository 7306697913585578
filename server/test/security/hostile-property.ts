import fc from 'fast-check';

/** The fixed seed of every hostile property: CI sends exactly the same inputs on every run. */
export const HOSTILE_SEED = 0x5ec0_0008;

/**
 * Runs an async property with the fixed seed and fails with the property's own (short) message.
 * fc.assert would print the counterexample, and with 100 KB strings in it that buries the reason.
 */
export async function checkProperty<T>(
  arbitrary: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
  numRuns: number,
  /** values tried first, on top of the `numRuns` generated ones */
  examples: T[] = [],
): Promise<void> {
  const details = await fc.check(fc.asyncProperty(arbitrary, predicate), {
    seed: HOSTILE_SEED,
    numRuns: numRuns + examples.length,
    examples: examples.map((example): [T] => [example]),
  });
  if (!details.failed) return;
  const error = details.errorInstance;
  const reason = error instanceof Error ? error.message : String(error);
  throw new Error(
    `${reason}\n(fast-check seed ${details.seed}, path ${details.counterexamplePath ?? '?'}, after ${details.numRuns} runs)`,
  );
}
