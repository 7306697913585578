#!/usr/bin/env node
/**
 * `npm test`: the Vitest suite (`npm run test:unit`), then the Playwright suite (`npm run test:e2e`).
 * Both always run, so a Vitest failure still shows what the browser tests think; exits 1 when either
 * failed. To run one suite or some files: `npm run test:unit -- <files>`, `npm run test:e2e -- <files>`.
 *
 * For `.ci/run`, which runs this same command: `TEST_EXIT_CODES=<file>` also writes each suite's exit
 * code there as JSON (`{"vitest":0,"e2e":1}`), and the reporters are chosen by variables that the two
 * configs read (VITEST_JSON_REPORT in vitest.config.ts; E2E_JSON_REPORT in playwright.config.ts).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const suites = [
  { name: 'vitest', script: 'test:unit' },
  { name: 'e2e', script: 'test:e2e' },
];

/** @type {Record<string, number>} */
const codes = {};
for (const { name, script } of suites) {
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  // Ctrl-C (or a kill) stops everything rather than going on to the next suite.
  if (result.signal) process.kill(process.pid, result.signal);
  codes[name] = result.status ?? 1;
}

const exitCodesFile = process.env.TEST_EXIT_CODES;
if (exitCodesFile) writeFileSync(exitCodesFile, `${JSON.stringify(codes)}\n`);
const failed = suites.filter(({ name }) => codes[name] !== 0).map(({ script }) => script);
if (failed.length > 0) console.error(`\nnpm test: ${failed.join(' and ')} failed`);
process.exitCode = failed.length > 0 ? 1 : 0;
