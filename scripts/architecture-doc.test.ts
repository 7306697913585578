import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/architecture.md names every feature folder (issue #30): a newcomer finds each room on the map.
 * A folder added without a word there fails here.
 */

const root = path.resolve(import.meta.dirname, '..');
const doc = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');

const folders = (dir: string) =>
  readdirSync(path.join(root, dir)).filter((name) => statSync(path.join(root, dir, name)).isDirectory());

describe('docs/architecture.md', () => {
  it.each([['server/features'], ['web/src/features'], ['web/src/areas']])('names every folder of %s', (dir) => {
    const missing = folders(dir).filter((name) => !doc.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('names every room of server/features/rentals', () => {
    const missing = folders('server/features/rentals').filter((name) => !doc.includes(`\`${name}/\``));
    expect(missing).toEqual([]);
  });

  it('shows the job registry and the outbox in the flow after the commit', () => {
    expect(doc).toContain('server/features/jobs/job-registry.ts');
    expect(doc).toContain('server/features/mail/outbox.ts');
    expect(doc).toMatch(/free-bike index/);
  });
});
