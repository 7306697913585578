// ESLint rule `boundaries/imports`: which folder may import which, as data (eslint.config.js holds the
// lists). Two kinds of boundary:
// - feature folders (`server/features/*`, `web/src/features/*`): a feature imports another only when the
//   allowed list names that direction, so the folders point one way and a new tie is a lint error that
//   says where shared code belongs instead (bulletproof-react's `import/no-restricted-paths` zones, with
//   the allowed directions written down);
// - layers: a folder that must never import another (the database layer never imports features, a route
//   never imports a table, features never import routes).
// Imports are resolved the way Node resolves them here: the package.json `imports` aliases or a relative
// path; package imports are never restricted.
import path from 'node:path';

const aliases = [
  ['#shared/', 'shared/'],
  ['#server/', 'server/'],
  ['#web/', 'web/src/'],
];

/**
 * @typedef {{ from: string, never: string[], why: string }} Layer
 * @typedef {{ root?: string, features?: Record<string, Record<string, string[]>>, layers?: Layer[] }} Options
 */

/**
 * The repository-relative path an import names, or null for a package.
 * @param {string} fromFile
 * @param {string} spec
 * @returns {string | null}
 */
export function resolveImport(fromFile, spec) {
  for (const [alias, target] of aliases) if (spec.startsWith(alias)) return target + spec.slice(alias.length);
  if (spec.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), spec));
  return null;
}

/** @type {(file: string, folder: string) => boolean} */
const inside = (file, folder) => file === folder || file.startsWith(`${folder}/`);

/**
 * `{ root, name }` of the feature folder holding `file` under one of `roots`, or null.
 * @param {string} file
 * @param {string[]} roots
 * @returns {{ root: string, name: string } | null}
 */
function featureOf(file, roots) {
  for (const root of roots) {
    if (!file.startsWith(`${root}/`)) continue;
    const name = file.slice(root.length + 1).split('/')[0];
    if (name && file.slice(root.length + 1).includes('/')) return { root, name };
  }
  return null;
}

/**
 * The problem with one import, or null. `options`: `{ features: { [root]: { [name]: allowedNames[] } },
 * layers: [{ from, never: folders[], why }] }`; `file` and the result are repository-relative.
 * @param {string} file
 * @param {string} spec
 * @param {Options} options
 * @returns {string | null}
 */
export function importProblem(file, spec, options) {
  const target = resolveImport(file, spec);
  if (!target) return null;
  for (const layer of options.layers ?? []) {
    if (!inside(file, layer.from)) continue;
    const banned = layer.never.find((folder) => inside(target, folder));
    if (banned) return `${layer.from} must not import ${banned}: ${layer.why}`;
  }
  const roots = Object.keys(options.features ?? {});
  const from = featureOf(file, roots);
  const to = featureOf(target, roots);
  if (!from || !to || from.root !== to.root || from.name === to.name) return null;
  const allowed = options.features?.[from.root]?.[from.name] ?? [];
  if (allowed.includes(to.name)) return null;
  return (
    `${from.root}/${from.name} may not import ${to.root}/${to.name} ` +
    `(allowed: ${allowed.length > 0 ? allowed.join(', ') : 'none'}). Move what both need below the features ` +
    `(server/lib or web/src/components, web/src/lib), or add the direction to the allowed list in eslint.config.js ` +
    `if it keeps the folders pointing one way`
  );
}

/** @type {import('eslint').Rule.RuleModule} */
const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Folders import each other only in the directions eslint.config.js allows' },
    schema: [{ type: 'object', properties: { root: { type: 'string' }, features: { type: 'object' }, layers: { type: 'array' } } }],
  },
  create(context) {
    /** @type {unknown[]} */
    const given = context.options;
    const options = /** @type {Options} */ (given[0] ?? {});
    const root = options.root ?? context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    /** @type {(node: import('eslint').Rule.Node, source: { value?: unknown } | null | undefined) => void} */
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const problem = importProblem(file, source.value, options);
      if (problem) context.report({ node, message: problem });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};

export default { meta: { name: 'boundaries' }, rules: { imports: importsRule } };
