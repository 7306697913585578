/**
 * The shape of a catalogue in another language (issue #33, decision 83): exactly the English file's keys,
 * each text a string, or a function of the same arguments answering a string. A key missing in one
 * language or added in only one does not compile; `shared/messages/hi/parity.test.ts` and `npm run lint`
 * check the same at run time.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : Translation<T[K]>;
};
