import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';

/*
 * EXPLAIN for the queries the app really runs: a Db that records each query (text and parameters, as
 * the driver receives them) while the feature functions run, then EXPLAIN of the recorded text with
 * the same parameters. Used by query-plans.test.ts and bench/explain-routes.ts; not by the app.
 */

export interface RecordedQuery {
  sql: string;
  params: unknown[];
}

/** One node of `EXPLAIN (FORMAT JSON)`: the fields read here, the rest ignored. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Total Time'?: number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

export interface ExplainResult {
  plan: PlanNode;
  /** only with `analyze` */
  executionMs?: number;
  planningMs?: number;
}

export interface ExplainOptions {
  /** EXPLAIN ANALYZE: runs the query (read-only queries only) */
  analyze?: boolean;
  /** `SET LOCAL enable_seqscan = off` for this one statement (see query-plans.test.ts) */
  noSeqScan?: boolean;
}

export type RawClient = PGlite | pg.Pool;

/** The driver client under a Db made by client.ts (drizzle keeps it as `$client`). */
export function rawClientOf(db: Db): RawClient {
  const client: unknown = Reflect.get(db, '$client');
  if (client instanceof PGlite || client instanceof pg.Pool) return client;
  throw new Error('not a PGlite or node-postgres drizzle instance');
}

/** A Db over `client` that records every query, and EXPLAIN over the same client. */
export function queryRecorder(client: RawClient) {
  let recorded: RecordedQuery[] = [];
  const logger: Logger = { logQuery: (sql, params) => recorded.push({ sql, params }) };
  const db = (client instanceof PGlite
    ? drizzlePglite(client, { schema, logger })
    : drizzlePg(client, { schema, logger })) as unknown as Db;
  return {
    db,
    /** the queries recorded since the last call, oldest first */
    take(): RecordedQuery[] {
      const taken = recorded;
      recorded = [];
      return taken;
    },
    explain: (query: RecordedQuery, options: ExplainOptions = {}) => explain(client, query, options),
  };
}

async function explain(client: RawClient, query: RecordedQuery, options: ExplainOptions): Promise<ExplainResult> {
  const text = `EXPLAIN (${options.analyze ? 'ANALYZE, ' : ''}FORMAT JSON) ${query.sql}`;
  const rows = await inTransaction(client, async (run) => {
    if (options.noSeqScan) await run('SET LOCAL enable_seqscan = off', []);
    return run(text, query.params);
  });
  const cell: unknown = Object.values(rows[0] ?? {})[0];
  // node-postgres parses the json column; PGlite may hand back the text
  const parsed: unknown = typeof cell === 'string' ? JSON.parse(cell) : cell;
  const [top] = parsed as { Plan: PlanNode; 'Execution Time'?: number; 'Planning Time'?: number }[];
  if (!top) throw new Error('EXPLAIN returned nothing');
  return { plan: top.Plan, executionMs: top['Execution Time'], planningMs: top['Planning Time'] };
}

type Run = (text: string, params: unknown[]) => Promise<object[]>;

/** Runs `work` in a transaction that is always rolled back (SET LOCAL ends with it). */
async function inTransaction(client: RawClient, work: (run: Run) => Promise<object[]>): Promise<object[]> {
  if (client instanceof PGlite) {
    const run: Run = async (text, params) => (await client.query<object>(text, params)).rows;
    return withRollback(run, work);
  }
  const connection = await client.connect();
  try {
    return await withRollback(async (text, params) => (await connection.query<object>(text, params)).rows, work);
  } finally {
    connection.release();
  }
}

async function withRollback(run: Run, work: (run: Run) => Promise<object[]>): Promise<object[]> {
  await run('BEGIN', []);
  try {
    return await work(run);
  } finally {
    await run('ROLLBACK', []);
  }
}

/** Every node of a plan, depth first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/** The tables a plan reads with a sequential scan. */
export function seqScannedTables(plan: PlanNode): string[] {
  return planNodes(plan)
    .filter((node) => node['Node Type'] === 'Seq Scan')
    .map((node) => node['Relation Name'] ?? '?');
}

/** The indexes a plan reads. */
export function indexesUsed(plan: PlanNode): string[] {
  return planNodes(plan).flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));
}
