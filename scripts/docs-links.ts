// The repository paths the documentation names, checked against the tree: markdown links, and paths
// under a top folder of the repository, in backticks or in prose (`server/lib/read-cache`,
// docs/performance.md, `#server/errors.ts`). A name with a placeholder or a glob (`<area>`, `*`, `{a,b}`,
// `…`) is skipped, as is anything under a git-ignored folder (made at run time: bench/.data). A link or a
// `../` path that leaves the repository is a problem too: what lies outside is not part of a checkout.
// And every decision cited as D<n> is an item of docs/decisions.md.
// Run: `npx tsx scripts/docs-links.ts` (prints the problems); scripts/docs-links.test.ts keeps it at none.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Paths starting with one of these are checked (other words with a slash, like `partner/login`, are not). */
const TOP_FOLDERS = ['.ci', 'bench', 'docs', 'drizzle', 'e2e', 'scripts', 'server', 'shared', 'web'];
const ALIASES: Record<string, string> = { '#shared/': 'shared/', '#server/': 'server/', '#web/': 'web/src/' };
const PLACEHOLDER = /[<>*{}…]|\.\.\.|\s/;

export interface Problem {
  file: string;
  line: number;
  reference: string;
  problem: string;
}

/** The documents checked: README.md, e2e/README.md and every .md under docs/. */
export function documentFiles(root = repoRoot): string[] {
  const files = ['README.md', 'e2e/README.md'];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith('.md')) files.push(child);
    }
  };
  walk('docs');
  return files.filter((file) => existsSync(path.join(root, file))).sort();
}

/** The folders .gitignore names (`bench/.data/`): what is made at run time, never in a checkout. */
function ignoredFolders(root: string): string[] {
  const gitignore = path.join(root, '.gitignore');
  if (!existsSync(gitignore)) return [];
  return readFileSync(gitignore, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.endsWith('/') && !line.startsWith('#'));
}

const topFolderPattern = TOP_FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|');
/** A path in prose: a top folder, a slash, then path characters; not inside a longer path or a URL. */
const prosePath = new RegExp(`(?<![\\w./#@:-])(?:${topFolderPattern})/[\\w./-]*`, 'g');
const backticked = /`([^`\n]+)`/g;
const link = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const decisionId = /\bD(\d+)\b/g;

/** The numbers of the items of docs/decisions.md (`12. **…`): the ids D<n> that exist. */
function decisionNumbers(root: string): Set<string> {
  const file = path.join(root, 'docs/decisions.md');
  if (!existsSync(file)) return new Set();
  return new Set([...readFileSync(file, 'utf8').matchAll(/^(\d+)\. /gm)].map(([, n = '']) => n));
}

/** Every problem with the references of one document (`text` is its content, `file` its repository path). */
export function checkDocument(file: string, text: string, root = repoRoot): Problem[] {
  const problems: Problem[] = [];
  const ignored = ignoredFolders(root);
  const decisions = decisionNumbers(root);
  const lines = text.split('\n');
  const inRepo = (target: string) => {
    const relative = path.relative(root, target);
    return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
  };
  const check = (line: number, reference: string, target: string) => {
    const relative = path.relative(root, target).split(path.sep).join('/');
    if (!inRepo(target)) {
      problems.push({ file, line, reference, problem: 'points outside the repository' });
    } else if (!ignored.some((folder) => `${relative}/`.startsWith(folder)) && !existsSync(target)) {
      problems.push({ file, line, reference, problem: 'does not exist' });
    }
  };
  const fromRoot = (reference: string) => {
    let name = reference.replace(/[#:].*$/, '').replace(/[.,;]+$/, '');
    for (const [alias, folder] of Object.entries(ALIASES)) {
      if (reference.startsWith(alias)) name = folder + reference.slice(alias.length).replace(/[#:].*$/, '');
    }
    return path.join(root, name);
  };

  lines.forEach((content, index) => {
    const line = index + 1;
    for (const [, target = ''] of content.matchAll(link)) {
      if (/^(https?:|mailto:|#)/.test(target)) continue;
      check(line, target, path.resolve(root, path.dirname(file), target.replace(/#.*$/, '')));
    }
    const prose = content.replace(link, ' ').replace(backticked, (_match, span: string) => {
      if (PLACEHOLDER.test(span)) return ' ';
      if (span.startsWith('../')) check(line, span, path.resolve(root, path.dirname(file), span));
      else if (Object.keys(ALIASES).some((alias) => span.startsWith(alias))) check(line, span, fromRoot(span));
      else if (new RegExp(`^(?:${topFolderPattern})/`).test(span)) check(line, span, fromRoot(span));
      return ' ';
    });
    for (const [reference] of prose.matchAll(prosePath)) check(line, reference, fromRoot(reference));
    for (const [reference, n = ''] of content.matchAll(decisionId)) {
      if (!decisions.has(n)) problems.push({ file, line, reference, problem: 'is not an item of docs/decisions.md' });
    }
  });
  return problems;
}

/** Every problem in every document. */
export function checkDocuments(root = repoRoot): Problem[] {
  return documentFiles(root).flatMap((file) => checkDocument(file, readFileSync(path.join(root, file), 'utf8'), root));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkDocuments();
  for (const { file, line, reference, problem } of problems) console.log(`${file}:${line}: ${reference} ${problem}`);
  console.log(`${problems.length} broken reference(s) in ${documentFiles().length} documents`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
