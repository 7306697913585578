import fc from 'fast-check';
import { z } from 'zod';
import {
  badDate,
  badTime,
  bigString,
  extraKey,
  extraValue,
  hostileNumber,
  malformedId,
  nastyString,
  poisonSuffix,
  wrongTypeFor,
} from './hostile-values.ts';

/**
 * Field trees derived from a route's zod schema (through its JSON Schema, `io: 'input'`), a plausible
 * valid sample of them, and fast-check arbitraries that damage that sample in the ways a hostile
 * client would: a field missing, of the wrong type, too long, out of range, a bad date or id, or an
 * extra key such as `__proto__`.
 */

export interface FieldNode {
  /** dotted path from the root object, e.g. `newData.stars` */
  path: string[];
  required: boolean;
  type: string | undefined;
  format: string | undefined;
  enumValues: unknown[] | undefined;
  minimum: number | undefined;
  minLength: number | undefined;
  maxLength: number | undefined;
  children: FieldNode[];
}

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
}

/** A route schema part (`schema.body`, `schema.querystring`) when it is a zod schema. */
export function asZod(value: unknown): z.ZodType | undefined {
  return value && typeof (value as { safeParse?: unknown }).safeParse === 'function' ? (value as z.ZodType) : undefined;
}

function nodesOf(schema: JsonSchema, parent: string[]): FieldNode[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, child]) => {
    const concrete = child.type ? child : (child.anyOf?.find((option) => option.type) ?? child);
    const type = Array.isArray(concrete.type) ? concrete.type[0] : concrete.type;
    const path = [...parent, name];
    return {
      path,
      required: required.has(name),
      type,
      format: concrete.format,
      enumValues: concrete.enum,
      minimum: concrete.minimum,
      minLength: concrete.minLength,
      maxLength: concrete.maxLength,
      children: type === 'object' ? nodesOf(concrete, path) : [],
    };
  });
}

/** The fields of an object schema, nested objects included (as `children`). */
export function fieldTree(schema: z.ZodType): FieldNode[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return nodesOf(json, []);
}

/** Every node of a tree, parents before children. */
export function allNodes(nodes: FieldNode[]): FieldNode[] {
  return nodes.flatMap((node) => [node, ...allNodes(node.children)]);
}

export const isIdField = (node: FieldNode) => node.format === 'uuid';

/** Plausible values by field name; a route's sample is built from these (and random UUIDs for ids). */
export type Plausible = Record<string, unknown>;

/**
 * Several plausible values of one field name, for names two routes use differently (`reason`: a block's
 * enum, an admin's free text of 10+ characters): the sample takes the first that fits the field.
 */
export class Candidates {
  constructor(readonly values: readonly unknown[]) {}

  fitting(node: FieldNode): unknown {
    const fits = (value: unknown) =>
      (!node.enumValues || node.enumValues.includes(value)) &&
      (typeof value !== 'string' ||
        (value.length >= (node.minLength ?? 0) && value.length <= (node.maxLength ?? Infinity)));
    return this.values.find(fits) ?? this.values[0];
  }
}

/**
 * A sample of the schema built from `plausible` (by field name), random `ids` for uuid fields and,
 * failing both, the simplest value of the field's JSON type. Optional fields are included only when
 * `plausible` knows them.
 */
export function sampleOf(nodes: FieldNode[], plausible: Plausible, ids: string[]): Record<string, unknown> {
  let nextId = 0;
  const build = (list: FieldNode[]): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const node of list) {
      const name = node.path.at(-1) ?? '';
      if (node.type === 'object') {
        out[name] = build(node.children);
        continue;
      }
      if (isIdField(node)) {
        out[name] = ids[nextId++ % Math.max(ids.length, 1)] ?? '00000000-0000-4000-8000-000000000000';
        continue;
      }
      if (name in plausible) {
        const value = plausible[name];
        out[name] = value instanceof Candidates ? value.fitting(node) : value;
      } else if (node.required) out[name] = simplest(node);
    }
    return out;
  };
  return build(nodes);
}

function simplest(node: FieldNode): unknown {
  if (node.enumValues?.length) return node.enumValues.find((v) => v !== '') ?? node.enumValues[0];
  if (node.type === 'integer' || node.type === 'number') return node.minimum ?? 1;
  if (node.type === 'boolean') return true;
  if (node.type === 'array') return [];
  return 'x';
}

/** One change to a sample. */
export type Mutation =
  | { kind: 'drop'; path: string[] }
  | { kind: 'set'; path: string[]; value: unknown; why: string }
  | { kind: 'extra'; path: string[]; value: unknown }
  /** the sample's own value with `suffix` appended: still valid, so it reaches the handler */
  | { kind: 'poison'; path: string[]; suffix: string }
  | { kind: 'replace'; value: unknown };

/** The damaging values that fit a field: each kind is labelled so a failure names what was sent. */
function hostileValuesFor(node: FieldNode): fc.Arbitrary<{ value: unknown; why: string }> {
  const name = node.path.at(-1) ?? '';
  const tagged = (why: string, arbitrary: fc.Arbitrary<unknown>) => arbitrary.map((value) => ({ value, why }));
  const options = [
    tagged('wrong type', wrongTypeFor(node.type)),
    tagged('100 KB string', bigString),
    tagged('nasty string', nastyString),
    tagged('hostile number', hostileNumber),
  ];
  if (isIdField(node)) options.push(tagged('malformed id', malformedId));
  if (/date/i.test(name)) options.push(tagged('bad date', badDate));
  if (/time/i.test(name)) options.push(tagged('bad time', badTime));
  if (node.enumValues)
    options.push(tagged('not in enum', fc.constantFrom('ADMIN', 'booked', 'pending', ' cancelled', 'Cancelled')));
  return fc.oneof(...options);
}

/**
 * Mutations of a sample of `nodes`: drop a field, damage a field, add an extra key (at the root or
 * inside a nested object), or (bodies only) replace the whole payload with a non-object.
 */
export function mutationArb(nodes: FieldNode[], options: { wholePayload: boolean }): fc.Arbitrary<Mutation> {
  const every = allNodes(nodes);
  const objects = [[], ...every.filter((n) => n.type === 'object').map((n) => n.path)];
  const choices: fc.Arbitrary<Mutation>[] = [
    fc
      .tuple(fc.constantFrom(...objects), extraKey, extraValue)
      .map(([parent, key, value]) => ({ kind: 'extra' as const, path: [...parent, key], value })),
  ];
  if (every.length > 0) {
    choices.push(fc.constantFrom(...every).map((node) => ({ kind: 'drop' as const, path: node.path })));
    choices.push(
      fc
        .constantFrom(...every)
        .chain((node) =>
          hostileValuesFor(node).map(({ value, why }) => ({ kind: 'set' as const, path: node.path, value, why })),
        ),
    );
  }
  const strings = every.filter((n) => n.type === 'string' || n.type === undefined);
  if (strings.length > 0) {
    choices.push(
      fc
        .tuple(fc.constantFrom(...strings), poisonSuffix)
        .map(([node, suffix]) => ({ kind: 'poison' as const, path: node.path, suffix })),
    );
  }
  if (options.wholePayload) {
    choices.push(
      fc
        .constantFrom<unknown>(null, [], [{}], 'text', 0, true, { '': '' })
        .map((value) => ({ kind: 'replace' as const, value })),
    );
  }
  return fc.oneof(...choices);
}

function clone(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}

/**
 * Tried first for every field, whatever the random runs draw: a value of the wrong type, and (for
 * text) the sample's value with a NUL byte appended.
 */
export function perFieldExamples(nodes: FieldNode[]): Mutation[][] {
  return allNodes(nodes).flatMap((node): Mutation[][] => {
    const wrong = node.type === 'string' ? { $gt: '' } : node.type === 'object' ? 'x' : 'not-a-number';
    const examples: Mutation[][] = [[{ kind: 'set', path: node.path, value: wrong, why: 'wrong type' }]];
    if (node.type === 'string') examples.push([{ kind: 'poison', path: node.path, suffix: '\u0000' }]);
    return examples;
  });
}

/** Applies mutations to a copy of `sample`; extra keys become own properties (even `__proto__`). */
export function applyMutations(sample: Record<string, unknown>, mutations: Mutation[]): unknown {
  let payload: unknown = clone(sample);
  for (const mutation of mutations) {
    if (mutation.kind === 'replace') {
      payload = clone(mutation.value);
      continue;
    }
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) continue;
    let target = payload as Record<string, unknown>;
    const parents = mutation.path.slice(0, -1);
    const key = mutation.path.at(-1) ?? '';
    let reachable = true;
    for (const step of parents) {
      const next = target[step];
      if (typeof next !== 'object' || next === null || Array.isArray(next)) {
        reachable = false;
        break;
      }
      target = next as Record<string, unknown>;
    }
    if (!reachable) continue;
    if (mutation.kind === 'drop') delete target[key];
    else if (mutation.kind === 'poison') {
      const current = target[key];
      target[key] = `${typeof current === 'string' ? current : ''}${mutation.suffix}`;
    } else
      Object.defineProperty(target, key, {
        value: mutation.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return payload;
}

/** What the server's JSON parser refuses before any schema runs (secure-json-parse defaults). */
export function isPoisonedJson(json: string): boolean {
  return /"__proto__"\s*:/.test(json) || /"constructor"\s*:\s*\{[^{}]*"prototype"\s*:/.test(json);
}

/**
 * True when a text value (other than a password, which is only hashed) carries a NUL byte: PostgreSQL
 * text cannot hold one, so such an input can never be stored and must be refused, even by a route
 * that writes.
 */
export function carriesNul(payload: unknown, key = ''): boolean {
  if (typeof payload === 'string') return payload.includes('\u0000') && !/password/i.test(key);
  if (Array.isArray(payload)) return payload.some((item) => carriesNul(item, key));
  if (payload && typeof payload === 'object') {
    return Object.entries(payload).some(([name, value]) => carriesNul(value, name));
  }
  return false;
}

/** A human label of a list of mutations, for failure messages. */
export function describeMutations(mutations: Mutation[]): string {
  return mutations
    .map((m) => {
      if (m.kind === 'replace') return `payload := ${short(m.value)}`;
      if (m.kind === 'drop') return `drop ${m.path.join('.')}`;
      if (m.kind === 'extra') return `extra ${short(m.path.join('.'))} = ${short(m.value)}`;
      if (m.kind === 'poison') return `${m.path.join('.')} += ${short(m.suffix)}`;
      return `${m.path.join('.')} := ${m.why} ${short(m.value)}`;
    })
    .join('; ');
}

export function short(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text;
}
