import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';

/**
 * Bulk inserts as one `INSERT … SELECT FROM unnest(array, array, …)` per chunk: one statement and one
 * parameter per column, whatever the number of rows, on PGlite and node-postgres alike. The array
 * literals are built here, not by the driver: it is the hot loop of the generator.
 */

export type ColumnType = 'uuid' | 'text' | 'int' | 'bool' | 'date' | 'time' | 'text[]';
type Value = string | number | boolean | null;

export interface Column {
  name: string;
  type: ColumnType;
  /** rows not sealed yet */
  values: Value[];
  /** sealed rows: pieces of the array literal, comma-joined elements */
  parts: string[];
}

/**
 * A table's columns being filled row by row; `push` takes one value per column, in order. `seal`
 * turns the rows pushed so far into text: a few long strings instead of thousands of small values
 * waiting in memory for the insert (which made the garbage collector the generator's main cost).
 */
export class ColumnBuffer {
  readonly columns: Column[];
  private rows = 0;
  constructor(
    readonly table: string,
    spec: readonly (readonly [name: string, type: ColumnType])[],
  ) {
    this.columns = spec.map(([name, type]) => ({ name, type, values: [], parts: [] }));
  }
  push(...row: Value[]): void {
    for (let i = 0; i < row.length; i++) this.columns[i]?.values.push(row[i] ?? null);
    this.rows++;
  }
  get length(): number {
    return this.rows;
  }
  seal(): void {
    for (const column of this.columns) {
      if (column.values.length === 0) continue;
      const { values, type } = column;
      const elements = new Array<string>(values.length);
      for (let i = 0; i < values.length; i++) elements[i] = element(values[i] ?? null, type);
      column.parts.push(elements.join(','));
      column.values = [];
    }
  }
  clear(): void {
    for (const column of this.columns) {
      column.values = [];
      column.parts = [];
    }
    this.rows = 0;
  }
}

const quote = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

function element(value: Value, type: ColumnType): string {
  if (value === null) return 'NULL';
  if (type === 'text' || type === 'text[]') return quote(String(value));
  if (type === 'bool') return value ? 't' : 'f';
  if (type === 'time') return String(Math.round(Number(value) / 1000));
  return String(value);
}

function arrayLiteral(column: Column): string {
  return `{${column.parts.join(',')}}`;
}

// times are given in epoch milliseconds and travel as whole seconds; a text[] cell travels as one
// space-separated text (unnest would flatten a 2-D array)
const ARRAY_TYPE: Record<ColumnType, string> = {
  uuid: 'uuid[]',
  text: 'text[]',
  int: 'int[]',
  bool: 'boolean[]',
  date: 'date[]',
  time: 'bigint[]',
  'text[]': 'text[]',
};

function selectExpression(column: Column): SQL {
  const name = sql.identifier(column.name);
  if (column.type === 'time') return sql`to_timestamp(u.${name})`;
  if (column.type === 'text[]') return sql`coalesce(string_to_array(u.${name}, ' '), '{}')`;
  return sql`u.${name}`;
}

/** Inserts the buffered rows (one statement) and empties the buffer. Answers the number of rows. */
export async function insertBuffer(db: DbOrTx, buffer: ColumnBuffer): Promise<number> {
  const rows = buffer.length;
  if (rows === 0) return 0;
  buffer.seal();
  const { columns } = buffer;
  const names = sql.join(columns.map((c) => sql.identifier(c.name)), sql`, `);
  const arrays = sql.join(
    columns.map((c) => sql`${arrayLiteral(c)}::${sql.raw(ARRAY_TYPE[c.type])}`),
    sql`, `,
  );
  const values = sql.join(columns.map(selectExpression), sql`, `);
  buffer.clear();
  await db.execute(
    sql`insert into ${sql.identifier(buffer.table)} (${names}) select ${values} from unnest(${arrays}) as u(${names})`,
  );
  return rows;
}
