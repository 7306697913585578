/**
 * EXPLAIN ANALYZE of the hot routes' real queries on a large database, read-only:
 *   DATABASE_URL=postgres://… npx tsx bench/explain-routes.ts [--runs 30] [--only getBikes,…] [--depth 3] [--sql]
 *   npx tsx bench/explain-routes.ts --pglite bench/.data/pglite
 * Each route runs the same feature functions as its handler: `--runs` timed calls (after 3 warm-ups)
 * give p50/p99 of the whole route's queries; then each query it ran is EXPLAIN ANALYZEd and printed:
 * the plan's top nodes, every sequential scan, and the execution time. `--migrate` first applies the
 * committed migrations (openDatabase), which is the only write this tool ever makes.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPglite, openDatabase } from '#server/db/client.ts';
import { planNodes, queryRecorder, seqScannedTables, type PlanNode, type RawClient } from '#server/test/query-plans.ts';
import { bookings } from '#server/db/schema/index.ts';
import { explainedRoutes, pickSamples } from './explained-routes.ts';
import { percentile } from './lib/stats.ts';

const { values } = parseArgs({
  options: {
    pglite: { type: 'string' },
    runs: { type: 'string', default: '30' },
    only: { type: 'string', default: '' },
    depth: { type: 'string', default: '3' },
    migrate: { type: 'boolean', default: false },
    sql: { type: 'boolean', default: false },
  },
});
// NOTE: a benchmark tool, not the app: it reads DATABASE_URL itself like the rest of bench/.
const url = values.pglite ? undefined : process.env.DATABASE_URL;
if (!values.pglite && !url) throw new Error('set DATABASE_URL or pass --pglite <dir>');

if (values.migrate) {
  const migrated = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: values.pglite });
  await migrated.close();
}
const client: RawClient = url ? new pg.Pool({ connectionString: url, max: 2 }) : await createPglite(values.pglite);
const recorder = queryRecorder(client);
const samples = await pickSamples(recorder.db);
const only = values.only.split(',').filter(Boolean);
const runs = Number(values.runs);

/** The top `depth` levels of a plan, one node a line. */
function describe(node: PlanNode, depth: number, indent = '    '): string[] {
  const on = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const of = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  const actual =
    node['Actual Total Time'] === undefined ? '' : `  (${node['Actual Total Time']} ms, ${node['Actual Rows']} rows)`;
  const line = `${indent}${node['Node Type']}${on}${of}${actual}`;
  if (depth <= 1) return [line];
  return [line, ...(node.Plans ?? []).flatMap((child) => describe(child, depth - 1, `${indent}  `))];
}

const rowCount = await recorder.db.$count(bookings);
// the machine's load skews every figure: printed with them
const load = loadavg()
  .map((n) => n.toFixed(1))
  .join(' ');
console.log(`${url ? 'PostgreSQL' : 'PGlite'}: ${rowCount} bookings; ${runs} runs per route; load average ${load}\n`);
for (const route of explainedRoutes) {
  if (only.length > 0 && !only.includes(route.name)) continue;
  for (let i = 0; i < 3; i++) await route.run(recorder.db, samples);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await route.run(recorder.db, samples);
    times.push(performance.now() - started);
  }
  recorder.take();
  await route.run(recorder.db, samples);
  const queries = recorder.take();
  console.log(
    `${route.name}: p50 ${percentile(times, 0.5)} ms, p99 ${percentile(times, 0.99)} ms, ${queries.length} queries`,
  );
  for (const [i, query] of queries.entries()) {
    const result = await recorder.explain(query, { analyze: true });
    const seq = seqScannedTables(result.plan);
    const nodes = planNodes(result.plan).length;
    console.log(
      `  #${i + 1} execution ${result.executionMs ?? '?'} ms, planning ${result.planningMs ?? '?'} ms, ${nodes} nodes` +
        (seq.length > 0 ? `, SEQ SCAN on ${seq.join(', ')}` : ''),
    );
    if (values.sql) console.log(`    ${query.sql}\n    ${JSON.stringify(query.params)}`);
    console.log(describe(result.plan, Number(values.depth)).join('\n'));
  }
  console.log('');
}
await (client instanceof PGlite ? client.close() : client.end());
