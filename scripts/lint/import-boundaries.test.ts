import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import boundaries, { importProblem } from './import-boundaries.mjs';

const root = path.resolve(import.meta.dirname, '../..');

const options = {
  features: {
    'server/features': { rentals: ['payments'], payments: [] },
    'web/src/features': { partner: ['account'] },
  },
  layers: [
    { from: 'server/db', never: ['server/features'], why: 'below' },
    { from: 'server/routes', never: ['server/db/schema'], why: 'tables stay with queries' },
  ],
};

describe('importProblem', () => {
  it('allows a listed direction, imports inside a feature, and packages', () => {
    expect(importProblem('server/features/rentals/a.ts', '#server/features/payments/b.ts', options)).toBeNull();
    expect(importProblem('server/features/rentals/a.ts', '../payments/b.ts', options)).toBeNull();
    expect(importProblem('server/features/rentals/a.ts', './c.ts', options)).toBeNull();
    expect(importProblem('server/features/rentals/a.ts', 'drizzle-orm', options)).toBeNull();
    expect(importProblem('web/src/features/partner/components/x.tsx', '../../account/y.ts', options)).toBeNull();
  });

  it('refuses the way back and an unlisted direction, by alias or by relative path', () => {
    expect(importProblem('server/features/payments/b.ts', '#server/features/rentals/a.ts', options)).toMatch(
      /server\/features\/payments may not import server\/features\/rentals \(allowed: none\)/,
    );
    expect(importProblem('server/features/payments/b.ts', '../rentals/a.ts', options)).toMatch(/may not import/);
    expect(importProblem('web/src/features/account/x.tsx', '#web/features/partner/y.tsx', options)).toMatch(/may not import/);
    // a folder missing from the list may import no other feature
    expect(importProblem('server/features/chat/x.ts', '#server/features/rentals/a.ts', options)).toMatch(/allowed: none/);
  });

  it('refuses a layer crossing', () => {
    expect(importProblem('server/db/x.ts', '../features/rentals/a.ts', options)).toMatch(/server\/db must not import server\/features/);
    expect(importProblem('server/routes/customer/x.ts', '#server/db/schema/index.ts', options)).toMatch(/tables stay with queries/);
    expect(importProblem('server/routes/customer/x.ts', '#server/db/client.ts', options)).toBeNull();
  });
});

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
tester.run('boundaries/imports', boundaries.rules.imports, {
  valid: [
    { filename: path.join(root, 'server/features/rentals/a.ts'), code: "import { x } from '#server/features/payments/b.ts';", options: [{ root, ...options }] },
  ],
  invalid: [
    {
      filename: path.join(root, 'server/features/payments/b.ts'),
      code: "import { x } from '../rentals/a.ts';\nexport * from '#server/features/rentals/c.ts';\nconst m = import('#server/features/rentals/d.ts');",
      options: [{ root, ...options }],
      errors: 3,
    },
  ],
});

describe("the project's own lint", () => {
  it('fails on a new feature-to-feature import outside the allowed list', { timeout: 120_000 }, async () => {
    // A real file of a feature folder with one import added that goes against the allowed direction
    // (otp may import no other feature; rentals is above it).
    const file = path.join(root, 'server/features/otp/start-challenge.ts');
    const code = `import { placeHold } from '#server/features/rentals/hold/place-hold.ts';\n${await readFile(file, 'utf8')}\nexport const _tie = placeHold;\n`;
    const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath: file });
    const messages = (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/imports');
    expect(messages.map((m) => m.message)).toEqual([expect.stringMatching(/server\/features\/otp may not import server\/features\/rentals/)]);
  });
});
