import { hashString, seededRandom } from '#server/seed/svg-kit.ts';

/**
 * The seeded randomness of the generator: every table draws from its own stream (named, so adding
 * draws to one table does not shift another), and the same options give the same rows on every run.
 * NOTE: a stream is mulberry32, whose 32-bit state walks one cycle; two streams are two places on it
 * and may overlap after a while. Ids unique within a table must therefore come from one stream.
 */
export interface Random {
  /** [0, 1) */
  next(): number;
  /** an integer in [min, max] */
  int(min: number, max: number): number;
  /** true with probability p */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** an index of `weights`, each chosen in proportion to its weight */
  weighted(weights: readonly number[]): number;
  /** a version-4-shaped UUID */
  uuid(): string;
  /** `length` characters of [0-9A-Za-z] (Razorpay-style ids) */
  base62(length: number): string;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BYTE_HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

export function randomStream(name: string, seed = 2026): Random {
  const next = seededRandom(hashString(`${seed}:${name}`));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const byte = () => BYTE_HEX[Math.floor(next() * 256)] ?? '00';
  // NOTE: the hot path of the generator (a million ids): table lookups, no intermediate strings
  const uuid = () => {
    const b6 = BYTE_HEX[0x40 | Math.floor(next() * 16)] ?? '40';
    const b8 = BYTE_HEX[0x80 | Math.floor(next() * 64)] ?? '80';
    return `${byte()}${byte()}${byte()}${byte()}-${byte()}${byte()}-${b6}${byte()}-${b8}${byte()}-${byte()}${byte()}${byte()}${byte()}${byte()}${byte()}`;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted: (weights) => {
      let total = 0;
      for (const w of weights) total += w;
      let r = next() * total;
      for (let i = 0; i < weights.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
    uuid,
    base62: (length) => {
      let out = '';
      for (let i = 0; i < length; i++) out += BASE62.charAt(Math.floor(next() * 62));
      return out;
    },
  };
}

/** `k` different items of `items` in random order (a partial Fisher–Yates shuffle). */
export function sample<T>(rng: Random, items: readonly T[], k: number): T[] {
  const pool = [...items];
  const count = Math.min(k, pool.length);
  for (let i = 0; i < count; i++) {
    const j = rng.int(i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}

/**
 * Splits `total` into whole shares proportional to `weights` (largest remainders), each at most
 * `caps[i]` when given; the shares add up to `total` unless the caps leave no room.
 */
export function apportion(total: number, weights: readonly number[], caps?: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map((x, i) => Math.min(Math.floor(x), caps?.[i] ?? Infinity));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((_, i) => i).sort((a, b) => ((exact[b] ?? 0) % 1) - ((exact[a] ?? 0) % 1));
  // hand out what rounding (and the caps) left over, biggest remainders first, round after round
  while (left > 0) {
    let given = 0;
    for (const i of order) {
      if (left === 0) break;
      if ((shares[i] ?? 0) < (caps?.[i] ?? Infinity)) {
        shares[i] = (shares[i] ?? 0) + 1;
        left--;
        given++;
      }
    }
    if (given === 0) break;
  }
  return shares;
}
