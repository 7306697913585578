import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classesIn, pageStylesheet, parseStylesheet, pickRules } from './page-css.ts';

/*
 * A page's own CSS rules (D87): what a server-rendered page's HTML needs of the app's stylesheet. The
 * browser's side (every element drawn alike with these rules and with the whole stylesheet) is checked
 * end to end in e2e/first-paint.spec.ts.
 */

const pick = (css: string, classes: string[]) => pickRules(parseStylesheet(css), new Set(classes));

describe('pickRules', () => {
  it('keeps a style rule when one of its selectors has all its classes on the page', () => {
    const css = '.a{color:red}.b{color:blue}.a.b{margin:0}.c,.a{padding:0}.b .c{top:0}';
    expect(pick(css, ['a'])).toBe('.a{color:red}.c,.a{padding:0}');
    expect(pick(css, ['b', 'c'])).toBe('.b{color:blue}.c,.a{padding:0}.b .c{top:0}');
    expect(pick(css, [])).toBe('');
  });

  it('keeps rules that need no class: elements, :root, the universal selector, pseudo-elements', () => {
    const css = '*,:before{box-sizing:border-box}:root,:host{--x:1}html{color:red}::placeholder{opacity:1}.z{top:0}';
    expect(pick(css, [])).toBe(
      '*,:before{box-sizing:border-box}:root,:host{--x:1}html{color:red}::placeholder{opacity:1}',
    );
  });

  it('reads escaped class names as the HTML writes them (Tailwind variants, arbitrary values, a leading digit)', () => {
    const css =
      '.sm\\:flex{display:flex}.w-\\[calc\\(100\\%-1rem\\)\\]{width:calc(100% - 1rem)}.\\32 xl\\:p-4{padding:1rem}' +
      '.before\\:content-\\[\\"\\"\\]:before{content:""}.hover\\:bg-x:hover{color:red}';
    expect(pick(css, ['sm:flex', 'w-[calc(100%-1rem)]', '2xl:p-4', 'before:content-[""]', 'hover:bg-x'])).toBe(css);
    expect(pick(css, ['flex', 'p-4'])).toBe('');
  });

  it('does not ask for what is inside parentheses, brackets or strings: such a rule is kept (never dropped wrongly)', () => {
    const css =
      ':where(.space-y-4>:not(:last-child)){margin:0}.x:not(.y){top:0}.g:is(:where(.group):hover *){top:1px}' +
      '.a[data-k=".b"]{top:2px}.c[title="{}"]{top:3px}';
    expect(pick(css, ['x', 'g', 'a', 'c'])).toBe(css);
    expect(pick(css, [])).toBe(':where(.space-y-4>:not(:last-child)){margin:0}');
  });

  it('keeps a grouping at-rule only with a rule inside; every other at-rule always', () => {
    const css =
      '@layer theme,base,utilities;@layer utilities{.a{top:0}@media (width>=40rem){.sm\\:a{top:1px}}}' +
      '@supports (display:grid){.b{display:grid}}@property --tw-x{syntax:"*";inherits:false;initial-value:0}' +
      '@keyframes spin{to{transform:rotate(360deg)}}@font-face{font-family:x;src:url(x.woff2)}';
    expect(pick(css, ['a'])).toBe(
      '@layer theme,base,utilities;@layer utilities{.a{top:0}}@property --tw-x{syntax:"*";inherits:false;initial-value:0}' +
        '@keyframes spin{to{transform:rotate(360deg)}}@font-face{font-family:x;src:url(x.woff2)}',
    );
  });

  it("writes back the whole stylesheet, byte for byte, when every rule is wanted (the built app's too)", () => {
    const css = '@media print{.a{top:0}}/* a comment */.b{content:"}{;"}\n.c{top:0}';
    expect(pickRules(parseStylesheet(css), 'all')).toBe('@media print{.a{top:0}}.b{content:"}{;"}.c{top:0}');
    const assets = path.resolve(import.meta.dirname, '../../dist/web/assets');
    const built = existsSync(assets) ? readdirSync(assets).find((file) => /^index-[\w-]+\.css$/.test(file)) : undefined;
    if (!built) return;
    const whole = readFileSync(path.join(assets, built), 'utf8');
    expect(pickRules(parseStylesheet(whole), 'all')).toBe(whole.replace(/\/\*[\s\S]*?\*\//g, '').trim());
  });
});

describe('pageStylesheet', () => {
  it('registers (@property) only the custom properties a kept rule reads', () => {
    const css =
      '@layer properties{*{--tw-x:0;--tw-y:0}}.a{translate:var(--tw-x)}.b{scale:var(--tw-y)}' +
      '@property --tw-x{syntax:"*";inherits:false;initial-value:0}@property --tw-y{syntax:"*";inherits:false;initial-value:1}';
    expect(pageStylesheet(parseStylesheet(css), new Set(['a']))).toBe(
      '@layer properties{*{--tw-x:0;--tw-y:0}}.a{translate:var(--tw-x)}@property --tw-x{syntax:"*";inherits:false;initial-value:0}',
    );
  });
});

describe('classesIn', () => {
  it('finds every class of the HTML, entities read as the browser reads them', () => {
    const html =
      '<div class="a  sm:b\n c"><svg class="d"></svg><span class=\'e\'></span>' +
      '<p class="before:content-[&quot;&quot;] w-[&#x27;x&#x27;] x&amp;y"></p><p data-class="no">class="no"</p></div>';
    expect([...classesIn(html)].sort()).toEqual(
      ['a', 'before:content-[""]', 'c', 'd', 'e', "w-['x']", 'x&y', 'sm:b'].sort(),
    );
  });
});
