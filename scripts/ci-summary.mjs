#!/usr/bin/env node
/**
 * Prints the one closing line CI recognises, `N passed, N failed`, summing every test runner.
 *
 * Vitest and Playwright print no common closing line, so `.ci/run` has each write a JSON report and
 * this script adds them up. It is strict on purpose: a report that is missing or unreadable counts as
 * one failure (the runner crashed before reporting), a runner that exited non-zero while its report
 * shows no failure counts as one, and every failed non-test step (lint, typecheck) counts as one.
 * Exits 1 when anything failed, 0 otherwise.
 *
 * Usage:
 *   node scripts/ci-summary.mjs [--vitest <file>] [--e2e <file>]
 *                               [--failed-step <name>]... [--exit-code <runner>=<code>]...
 * Defaults: --vitest test-results/vitest.json, --e2e test-results/e2e.json.
 * Details (one line per runner) go to stderr so that stdout's last line is the summary.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/** @typedef {{ passed: number, failed: number, note: string }} Tally */

/**
 * Counts a Vitest JSON report (`--reporter=json`, Jest-compatible shape).
 * Files that failed without a failing test (an import error, a failing beforeAll) count once each.
 * @param {unknown} report
 * @returns {Tally}
 */
function tallyVitest(report) {
  if (!isRecord(report) || typeof report.numPassedTests !== 'number' || typeof report.numFailedTests !== 'number') {
    return { passed: 0, failed: 1, note: 'report is not a Vitest JSON report' };
  }
  const files = Array.isArray(report.testResults) ? report.testResults : [];
  const brokenFiles = files.filter(
    (file) =>
      isRecord(file) &&
      file.status === 'failed' &&
      !(
        Array.isArray(file.assertionResults) && file.assertionResults.some((t) => isRecord(t) && t.status === 'failed')
      ),
  ).length;
  let failed = report.numFailedTests + brokenFiles;
  // `success: false` with nothing failed means e.g. no test files at all: still a failed run.
  if (report.success === false && failed === 0) failed = 1;
  return { passed: report.numPassedTests, failed, note: brokenFiles ? `${brokenFiles} file(s) failed to run` : '' };
}

/**
 * Counts a Playwright JSON report. Flaky tests passed on retry, so they count as passed; top-level
 * errors (global setup failed, no tests found, global timeout) count once each.
 * @param {unknown} report
 * @returns {Tally}
 */
function tallyPlaywright(report) {
  if (!isRecord(report) || !isRecord(report.stats) || typeof report.stats.expected !== 'number') {
    return { passed: 0, failed: 1, note: 'report is not a Playwright JSON report' };
  }
  const { expected, unexpected, flaky } = report.stats;
  const errors = Array.isArray(report.errors) ? report.errors.length : 0;
  return {
    passed: expected + (typeof flaky === 'number' ? flaky : 0),
    failed: (typeof unexpected === 'number' ? unexpected : 0) + errors,
    note: errors ? `${errors} error(s) outside tests` : '',
  };
}

/**
 * Reads one runner's report; a missing or unparsable file is one failure.
 * @param {string} file
 * @param {(report: unknown) => Tally} tally
 * @returns {Tally}
 */
function readReport(file, tally) {
  let raw;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    return { passed: 0, failed: 1, note: `no report at ${file}` };
  }
  try {
    return tally(JSON.parse(raw));
  } catch {
    return { passed: 0, failed: 1, note: `unreadable report at ${file}` };
  }
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses `runner=code` pairs.
 * @param {string[]} pairs
 * @returns {Map<string, number>}
 */
function exitCodes(pairs) {
  /** @type {Map<string, number>} */
  const codes = new Map();
  for (const pair of pairs) {
    const [name, code] = pair.split('=');
    if (name && code !== undefined && /^\d+$/.test(code)) codes.set(name, Number(code));
  }
  return codes;
}

function main() {
  const { values } = parseArgs({
    options: {
      vitest: { type: 'string', default: 'test-results/vitest.json' },
      e2e: { type: 'string', default: 'test-results/e2e.json' },
      'failed-step': { type: 'string', multiple: true, default: [] },
      'exit-code': { type: 'string', multiple: true, default: [] },
    },
  });
  const codes = exitCodes(values['exit-code']);
  const runners = [
    { name: 'vitest', tally: readReport(values.vitest, tallyVitest) },
    { name: 'e2e', tally: readReport(values.e2e, tallyPlaywright) },
  ];
  let passed = 0;
  let failed = 0;
  for (const { name, tally } of runners) {
    let runnerFailed = tally.failed;
    const code = codes.get(name) ?? 0;
    if (code !== 0 && runnerFailed === 0) runnerFailed = 1;
    const note = [tally.note, code !== 0 ? `exit code ${code}` : ''].filter(Boolean).join('; ');
    process.stderr.write(
      `[ci-summary] ${name}: ${tally.passed} passed, ${runnerFailed} failed${note ? ` (${note})` : ''}\n`,
    );
    passed += tally.passed;
    failed += runnerFailed;
  }
  for (const step of values['failed-step']) {
    process.stderr.write(`[ci-summary] ${step}: failed\n`);
    failed += 1;
  }
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main();
