/**
 * The rules of the app's stylesheet that one server-rendered page uses (issue #35, D87). The built
 * stylesheet (Tailwind's, minified, flat: only at-rules hold rules) is read once into a list of rules;
 * a page's HTML names its classes, and a style rule is kept when one of its selectors needs no class
 * the page lacks. Deciding is conservative: what a selector asks inside parentheses or brackets
 * (`:not(.x)`, `:where(.group):hover`, `[data-x=".y"]`) is not read, so such a rule is kept whenever the
 * rest of its selector is met. Every at-rule other than a grouping one (@property, @keyframes,
 * @font-face, `@layer a, b;`) is kept as it is, so layer order and custom properties are the whole
 * stylesheet's.
 */

/** One rule of the stylesheet, in its order. */
export type CssNode =
  /** @media, @supports, @layer with a block, @container: kept when one rule inside is */
  | { kind: 'group'; prelude: string; children: CssNode[] }
  /** a style rule: kept when every class of one of `needs` is on the page (an empty one: always) */
  | { kind: 'style'; text: string; needs: string[][] }
  /** any other at-rule: always kept */
  | { kind: 'keep'; text: string };

const GROUPING = /^@(?:media|supports|layer|container|scope|starting-style|document)\b/i;

/** The index after the string that starts at `start` (a quote), escapes included. */
function skipString(css: string, start: number): number {
  const quote = css[start];
  let i = start + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The index of the `close` that matches the `open` at `start`, past strings, escapes and nesting. */
function matching(css: string, start: number, open: string, close: string): number {
  let depth = 0;
  for (let i = start; i < css.length; i++) {
    const char = css[i];
    if (char === '\\') i++;
    else if (char === '"' || char === "'") i = skipString(css, i) - 1;
    else if (char === open) depth++;
    else if (char === close && --depth === 0) return i;
  }
  return css.length;
}

/** A code point CSS allows in an escape (zero, surrogates and those past Unicode read as U+FFFD). */
const codePoint = (value: number) =>
  value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff) ? 0xfffd : value;

/** A CSS identifier with its escapes undone (`sm\:flex` → `sm:flex`, `\32 xl` → `2xl`). */
function unescapeIdent(raw: string): string {
  return raw.replace(/\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|([\s\S]))/g, (_all, hex: string | undefined, char: string) =>
    hex ? String.fromCodePoint(codePoint(Number.parseInt(hex, 16))) : char,
  );
}

/**
 * Calls `visit` with each character of `text` outside strings, escapes, parentheses and brackets; the
 * index it returns, if any, is the last one it read (the walk goes on after it).
 */
function eachTopLevel(text: string, visit: (char: string, index: number) => number | undefined): void {
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (char === '\\') i++;
    else if (char === '"' || char === "'") i = skipString(text, i) - 1;
    else if (char === '(') i = matching(text, i, '(', ')');
    else if (char === '[') i = matching(text, i, '[', ']');
    else i = visit(char, i) ?? i;
  }
}

/** The selectors of a selector list, split at its top-level commas. */
function selectorsOf(list: string): string[] {
  const parts: string[] = [];
  let from = 0;
  eachTopLevel(list, (char, i) => {
    if (char === ',') {
      parts.push(list.slice(from, i));
      from = i + 1;
    }
    return undefined;
  });
  parts.push(list.slice(from));
  return parts;
}

/** The index after the identifier that starts at `start`: name characters and escapes (`\\:`, `\\32 `). */
function identEnd(css: string, start: number): number {
  let i = start;
  while (i < css.length) {
    const char = css[i] ?? '';
    if (char === '\\') {
      const hex = /^[0-9a-fA-F]{1,6}[ \t\n\r\f]?/.exec(css.slice(i + 1, i + 8));
      i += 1 + (hex ? hex[0].length : 1);
    } else if (/[\w\-\u0080-\uffff]/.test(char)) i++;
    else break;
  }
  return i;
}

/** The classes one selector needs, read outside its parentheses and brackets. */
function classesNeeded(selector: string): string[] {
  const classes: string[] = [];
  eachTopLevel(selector, (char, i) => {
    if (char !== '.') return undefined;
    const end = identEnd(selector, i + 1);
    const name = unescapeIdent(selector.slice(i + 1, end));
    if (name) classes.push(name);
    return end - 1;
  });
  return classes;
}

/** Reads a stylesheet's rules (comments dropped). */
export function parseStylesheet(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    if (/\s/.test(css[i] ?? '')) {
      i++;
      continue;
    }
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
      continue;
    }
    // the prelude runs to the first `{` or `;` outside strings, escapes and parentheses
    let j = i;
    while (j < css.length && css[j] !== '{' && css[j] !== ';') {
      const char = css[j];
      if (char === '\\') j += 2;
      else if (char === '"' || char === "'") j = skipString(css, j);
      else if (char === '(') j = matching(css, j, '(', ')') + 1;
      else j++;
    }
    const prelude = css.slice(i, j).trim();
    if (css[j] !== '{') {
      if (prelude) nodes.push({ kind: 'keep', text: `${prelude};` });
      i = j + 1;
      continue;
    }
    const close = matching(css, j, '{', '}');
    const body = css.slice(j + 1, close);
    if (prelude.startsWith('@') && GROUPING.test(prelude)) {
      nodes.push({ kind: 'group', prelude, children: parseStylesheet(body) });
    } else if (prelude.startsWith('@')) {
      nodes.push({ kind: 'keep', text: `${prelude}{${body}}` });
    } else {
      nodes.push({ kind: 'style', text: `${prelude}{${body}}`, needs: selectorsOf(prelude).map(classesNeeded) });
    }
    i = close + 1;
  }
  return nodes;
}

/** The stylesheet again with only the rules a page of these classes uses (`'all'`: every rule). */
export function pickRules(nodes: readonly CssNode[], classes: ReadonlySet<string> | 'all'): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'keep') out += node.text;
    else if (node.kind === 'style') {
      if (classes === 'all' || node.needs.some((needed) => needed.every((name) => classes.has(name)))) out += node.text;
    } else {
      const inner = pickRules(node.children, classes);
      if (inner) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

const PROPERTY_RULE = /@property (--[\w-]+)\{[^{}]*\}/g;

/**
 * The stylesheet a page with these classes needs: its rules (pickRules), and of the custom properties
 * the stylesheet registers (@property, a fifth of what is left), those the kept rules read.
 */
export function pageStylesheet(nodes: readonly CssNode[], classes: ReadonlySet<string>): string {
  const picked = pickRules(nodes, classes);
  // registering matters to a property some rule reads (var()); the rules that only set one include
  // the properties layer's fallback for browsers without @property, which sets them all
  const named = new Set([...picked.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]));
  return picked.replace(PROPERTY_RULE, (rule, name: string) => (named.has(name) ? rule : ''));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute's value as the browser reads it (the entities React and the like write). */
function decodeAttribute(value: string): string {
  return value.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi,
    (all, hex: string, dec: string, name: string) => {
      if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
      if (dec) return String.fromCodePoint(Number.parseInt(dec, 10));
      return ENTITIES[name.toLowerCase()] ?? all;
    },
  );
}

/** Every class an HTML fragment's elements have. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)')/g)) {
    for (const name of decodeAttribute(match[1] ?? match[2] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}
