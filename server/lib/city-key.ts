import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/*
 * The one way a city name is keyed (issue #29, decision D71), in JavaScript and in SQL side by side. The
 * search compares the key of the partner's city (always computed by PostgreSQL: `cityKeySql`) with the key
 * of the asked name (always computed here, once per request: `cityKey`), whether the in-memory index or the
 * SQL answers; so both mean the same bikes by a name, whatever its spelling, and each partner's city, hence
 * each bike, has exactly one key.
 *
 * The key: Unicode NFKC (full-width letters, the Kelvin sign, ligatures and decomposed accents become their
 * plain or composed forms), then the 26 ASCII capitals folded to small letters, then the spaces at either
 * end removed. No other letter is folded: PostgreSQL's lower() follows the database's locale and
 * JavaScript's toLowerCase() Unicode's special cases (İ becomes i + U+0307, a final Σ becomes ς), so a fold
 * of them cannot be made the same on both sides; `Mumbai`, `MUMBAI`, ` mumbai ` and `ＭＵＭＢＡＩ` are one
 * city, and `MUMBAİ` is another one (with no bikes) on both sides alike.
 */

const ASCII_CAPITAL = /[A-Z]+/g;
const EDGE_SPACES = /^ +| +$/g;

/** The key of a city name (`cityKeySql`, computed the same way). */
export function cityKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(ASCII_CAPITAL, (capitals) => capitals.toLowerCase())
    .replace(EDGE_SPACES, '');
}

/**
 * SQL: the key of a city column or value. NOTE: partners_city_key_idx (migration 0023) is on this very
 * expression over `partners.city`; change both together.
 */
export function cityKeySql(city: AnyColumn | SQL): SQL {
  return sql`btrim(translate(normalize(${city}, NFKC), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), ' ')`;
}
