import { describe, expect, it } from 'vitest';
import { checkDocument, checkDocuments, documentFiles } from './docs-links.ts';

// Every path the documentation names exists (scripts/docs-links.ts): a moved file fails here, not in a
// newcomer's hands.
describe('the references of the documentation', () => {
  it('reads README.md and docs/', () => {
    expect(documentFiles()).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/decisions.md']));
  });

  it('names only paths that exist, and links nothing outside the repository', () => {
    expect(checkDocuments()).toEqual([]);
  });

  it('finds a missing path in backticks, in prose and in a link, and an unknown decision; skips placeholders', () => {
    const text = [
      '`server/errors.ts`, `server/nowhere.ts`, `#server/lib/gone.ts` and `web/src/areas/<area>/pages`',
      'see docs/missing.md and [the map](architecture.md), [gone](gone.md), [web](https://example.com)',
      '`bench/.data/pglite` is made at run time; [outside](../../ARCHITECTURE.md) is not in the checkout',
      'decisions D46 and D9999',
    ].join('\n');
    expect(checkDocument('docs/example.md', text).map(({ line, reference, problem }) => [line, reference, problem])).toEqual([
      [1, 'server/nowhere.ts', 'does not exist'],
      [1, '#server/lib/gone.ts', 'does not exist'],
      [2, 'gone.md', 'does not exist'],
      [2, 'docs/missing.md', 'does not exist'],
      [3, '../../ARCHITECTURE.md', 'points outside the repository'],
      [4, 'D9999', 'is not an item of docs/decisions.md'],
    ]);
  });
});
