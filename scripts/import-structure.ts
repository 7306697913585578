// The shape of the code, measured from its imports: how many imports cross from one feature folder to
// another (server/features/* and web/src/features/*), which pairs of folders import each other (two-way
// ties), which files import each other in a circle, and how many lines under server/ the running server
// can load versus seed, test and measuring code.
// `--json` prints the same as JSON. Run: `npx tsx scripts/import-structure.ts`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const aliases: Record<string, string> = { '#shared/': 'shared/', '#server/': 'server/', '#web/': 'web/src/' };
const importPattern = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** Every .ts/.tsx file under `dir` (repository-relative, forward slashes). */
function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(root, rel))) {
      const child = `${rel}/${name}`;
      if (statSync(path.join(root, child)).isDirectory()) walk(child);
      else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The repository-relative file an import names, or null for a package. */
function resolveImport(from: string, spec: string): string | null {
  for (const [alias, target] of Object.entries(aliases)) {
    if (spec.startsWith(alias)) return target + spec.slice(alias.length);
  }
  if (spec.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  return null;
}

interface Import {
  target: string;
  dynamic: boolean;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const found: Import[] = [];
  for (const match of text.matchAll(importPattern)) {
    const target = resolveImport(file, match[1] ?? match[2] ?? '');
    if (target) found.push({ target, dynamic: match[2] !== undefined });
  }
  return found;
}

/** The feature folder a file belongs to (`server/features/x`), or null. */
function featureOf(file: string): string | null {
  const match = /^(server\/features|web\/src\/features)\/([^/]+)\//.exec(file);
  return match ? `${match[1]}/${match[2]}` : null;
}

function featureEdges(files: string[]): Map<string, number> {
  const edges = new Map<string, number>();
  for (const file of files) {
    const from = featureOf(file);
    if (!from || isTest(file)) continue;
    for (const { target } of importsOf(file)) {
      const to = featureOf(target);
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, (edges.get(key) ?? 0) + 1);
    }
  }
  return edges;
}

function twoWayTies(edges: Map<string, number>): string[] {
  const ties: string[] = [];
  for (const key of edges.keys()) {
    const [from = '', to = ''] = key.split(' -> ');
    if (from < to && edges.has(`${to} -> ${from}`)) ties.push(`${from} <-> ${to}`);
  }
  return ties;
}

/** Strongly connected groups of more than one file (Tarjan), type-only imports included. */
function circles(files: string[]): string[][] {
  const graph = new Map(files.map((f) => [f, importsOf(f).map((i) => i.target).filter((t) => files.includes(t))]));
  let index = 0;
  const stack: string[] = [];
  const state = new Map<string, { index: number; low: number; onStack: boolean }>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    const entry = { index, low: index, onStack: true };
    index += 1;
    state.set(node, entry);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const seen = state.get(next);
      if (!seen) {
        visit(next);
        entry.low = Math.min(entry.low, state.get(next)?.low ?? entry.low);
      } else if (seen.onStack) entry.low = Math.min(entry.low, seen.index);
    }
    if (entry.low === entry.index) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        const memberState = state.get(member);
        if (memberState) memberState.onStack = false;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return groups;
}

/** Files the running server can load: reachable from server/main.ts, dynamic imports included. */
function runtimeFiles(): Set<string> {
  const reached = new Set<string>();
  const queue = ['server/main.ts'];
  while (queue.length > 0) {
    const file = queue.pop();
    if (file === undefined || reached.has(file)) continue;
    reached.add(file);
    for (const { target } of importsOf(file)) if (target.startsWith('server/') && !reached.has(target)) queue.push(target);
  }
  return reached;
}

const lineCount = (file: string) => readFileSync(path.join(root, file), 'utf8').split('\n').length;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? 0;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

export function measure() {
  const server = sourceFiles('server');
  const web = sourceFiles('web/src');
  const serverEdges = featureEdges(server);
  const webEdges = featureEdges(web);
  const runtime = runtimeFiles();
  const runtimeLines = server.filter((f) => runtime.has(f)).reduce((sum, f) => sum + lineCount(f), 0);
  const otherLines = server.filter((f) => !runtime.has(f)).reduce((sum, f) => sum + lineCount(f), 0);
  // Runtime folders: everything under server/ but seed and test code. What the server never loads there
  // is code in the wrong place.
  const inRuntimeFolder = (f: string) => !isTest(f) && !f.startsWith('server/seed/') && !f.startsWith('server/test/');
  const unloaded = server.filter((f) => inRuntimeFolder(f) && !runtime.has(f));
  const nonTest = [...server, ...web, ...sourceFiles('shared')].filter((f) => !isTest(f));
  const lengths = nonTest.map((f) => ({ file: f, lines: lineCount(f) }));
  const sum = (edges: Map<string, number>) => [...edges.values()].reduce((a, b) => a + b, 0);
  return {
    serverFeatureImports: sum(serverEdges),
    serverFeaturePairs: serverEdges.size,
    webFeatureImports: sum(webEdges),
    webFeaturePairs: webEdges.size,
    serverFeatureEdges: Object.fromEntries([...serverEdges].sort()),
    webFeatureEdges: Object.fromEntries([...webEdges].sort()),
    twoWayTies: [...twoWayTies(serverEdges), ...twoWayTies(webEdges)],
    serverCircles: circles(server.filter((f) => !isTest(f))),
    dbImportsFeatures: server.filter((f) => f.startsWith('server/db/') && importsOf(f).some((i) => i.target.startsWith('server/features/'))),
    routesImportingTables: server.filter((f) => f.startsWith('server/routes/') && !isTest(f) && importsOf(f).some((i) => i.target.startsWith('server/db/schema'))),
    serverRuntimeLines: runtimeLines,
    serverOtherLines: otherLines,
    unloadedInRuntimeFolders: unloaded.map((f) => `${f} (${lineCount(f)})`),
    unloadedInRuntimeFoldersLines: unloaded.reduce((sum, f) => sum + lineCount(f), 0),
    medianSourceLines: median(lengths.map((l) => l.lines)),
    over400: lengths.filter((l) => l.lines > 400).map((l) => `${l.file} (${l.lines})`),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    console.log(
      `feature-to-feature imports (non-test files): server ${result.serverFeatureImports} in ${result.serverFeaturePairs} folder pairs, ` +
        `web ${result.webFeatureImports} in ${result.webFeaturePairs} folder pairs`,
    );
    for (const [edge, n] of Object.entries({ ...result.serverFeatureEdges, ...result.webFeatureEdges })) console.log(`  ${edge}: ${n}`);
    console.log(`two-way ties: ${result.twoWayTies.length}`);
    for (const tie of result.twoWayTies) console.log(`  ${tie}`);
    console.log(`circles of files in server/: ${result.serverCircles.length}`);
    for (const group of result.serverCircles) console.log(`  ${group.join(' -> ')}`);
    console.log(`server/db files importing features: ${result.dbImportsFeatures.length}`);
    for (const f of result.dbImportsFeatures) console.log(`  ${f}`);
    console.log(`routes importing tables: ${result.routesImportingTables.length}`);
    for (const f of result.routesImportingTables) console.log(`  ${f}`);
    console.log(`server/ lines: loaded by the server ${result.serverRuntimeLines}, never loaded ${result.serverOtherLines}`);
    console.log(
      `never loaded but in runtime folders (not server/seed, server/test or *.test.ts): ${result.unloadedInRuntimeFoldersLines} lines in ` +
        `${result.unloadedInRuntimeFolders.length} files`,
    );
    for (const f of result.unloadedInRuntimeFolders) console.log(`  ${f}`);
    console.log(`non-test source files: median ${result.medianSourceLines} lines; over 400: ${result.over400.join(', ') || 'none'}`);
  }
}
