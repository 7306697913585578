#!/usr/bin/env node
/**
 * `npm run test:e2e:npm-chromium`: proof that a machine without Debian's Chromium passes the e2e smoke
 * spec (e2e/customer/home.spec.ts) with the browser that `npm install` brings. CHROMIUM_PATH points
 * nowhere and CHROMIUM_SKIP_DEBIAN=1 hides /usr/bin/chromium, so e2e/support/chromium.ts must fall back
 * to @sparticuz/chromium. Passes when the run names that browser and every test passed; prints
 * `N passed, N failed` last and exits 1 otherwise.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const SPEC = 'e2e/customer/home.spec.ts';
const REPORT = 'test-results/e2e-npm-chromium.json';

mkdirSync('test-results', { recursive: true });
rmSync(REPORT, { force: true });

const child = spawn('npm', ['run', 'test:e2e', '--', SPEC], {
  env: { ...process.env, CHROMIUM_PATH: '/nowhere/chromium', CHROMIUM_SKIP_DEBIAN: '1', E2E_JSON_REPORT: REPORT },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
  output += String(chunk);
  process.stdout.write(chunk);
});
/** @type {number} */
const code = await new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)));

/** @type {string[]} */
const problems = [];
const chosen = /\[e2e\] Chromium: (\S+) \((.+)\)/.exec(output);
if (!chosen) problems.push('the run did not say which Chromium it used');
else if (!chosen[2]?.startsWith('npm @sparticuz/chromium'))
  problems.push(`it used ${chosen[1]} (${chosen[2]}), not the npm browser`);

let passed = 0;
let failed = 0;
try {
  /** @type {unknown} */
  const report = JSON.parse(readFileSync(REPORT, 'utf8'));
  const { stats, errors } =
    /** @type {{ stats: { expected: number, unexpected: number, flaky: number }, errors: unknown[] }} */ (report);
  passed = stats.expected + stats.flaky;
  failed = stats.unexpected + errors.length;
  if (passed === 0) problems.push('no test passed');
} catch {
  problems.push(`no readable report at ${REPORT}`);
}
if (code !== 0) problems.push(`playwright exited ${code}`);

for (const problem of problems) console.error(`[npm-chromium] ${problem}`);
if (problems.length > 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = problems.length > 0 || failed > 0 ? 1 : 0;
