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
 *                               [--exit-codes <file>] [--vitest-retry <file>]
 *   node scripts/ci-summary.mjs --list-failed-files <vitest report>
 * Defaults: --vitest test-results/vitest.json, --e2e test-results/e2e.json.
 * Details (one line per runner, and each failed Vitest file with the start of its error) go to stderr
 * so that stdout's last line is the summary.
 *
 * `--exit-codes` reads the runners' exit codes from the JSON that `npm test` writes with
 * TEST_EXIT_CODES (scripts/run-tests.mjs); a missing or unreadable file counts as one failure, and an
 * `--exit-code` given too wins over it.
 *
 * Retry: `.ci/run` re-runs the Vitest files that failed once (`--list-failed-files` names them) and
 * passes the second report as `--vitest-retry`. Like Playwright's retries, a file that passes on the
 * retry counts as passed and is printed as flaky, with the first error, so it is seen and fixed.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/** @typedef {{ passed: number, failed: number, note: string }} Tally */

/**
 * The files of a Vitest report that failed (a failed test, a failed hook, an import error).
 * @param {unknown} report
 * @returns {{ name: string, passedTests: number, message: string }[]}
 */
function failedVitestFiles(report) {
  if (!isRecord(report) || !Array.isArray(report.testResults)) return [];
  /** @type {{ name: string, passedTests: number, message: string }[]} */
  const failed = [];
  for (const file of /** @type {unknown[]} */ (report.testResults)) {
    if (!isRecord(file) || file.status !== 'failed') continue;
    const tests = Array.isArray(file.assertionResults) ? /** @type {unknown[]} */ (file.assertionResults) : [];
    failed.push({
      name: String(file.name),
      passedTests: tests.filter((t) => isRecord(t) && t.status === 'passed').length,
      message: typeof file.message === 'string' ? file.message : '',
    });
  }
  return failed;
}

/**
 * Combines the first Vitest run with the re-run of its failed files: those files count as the retry
 * found them; the rest as the first run did.
 * @param {unknown} first
 * @param {unknown} retry
 * @returns {Tally}
 */
function tallyVitestWithRetry(first, retry) {
  const firstTally = tallyVitest(first);
  const failedFirst = failedVitestFiles(first);
  if (failedFirst.length === 0) return firstTally;
  const retryTally = tallyVitest(retry);
  const stillFailing = new Set(failedVitestFiles(retry).map((f) => f.name));
  const flaky = failedFirst.filter((f) => !stillFailing.has(f.name));
  for (const file of flaky) {
    process.stderr.write(`[ci-summary] flaky (failed, then passed on retry): ${file.name}\n${indent(file.message)}`);
  }
  const passedOutsideRetried = firstTally.passed - failedFirst.reduce((sum, f) => sum + f.passedTests, 0);
  const note = [retryTally.note, flaky.length ? `${flaky.length} file(s) passed on retry` : ''].filter(Boolean).join('; ');
  return { passed: passedOutsideRetried + retryTally.passed, failed: retryTally.failed, note };
}

/**
 * The first lines of an error, indented, for the log.
 * @param {string} message
 */
function indent(message) {
  const lines = message.split('\n').filter((line) => line.trim() !== '').slice(0, 12);
  return lines.map((line) => `    ${line.slice(0, 300)}\n`).join('');
}

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
  const report = readJson(file);
  if (!report.ok) return { passed: 0, failed: 1, note: report.note };
  return tally(report.value);
}

/**
 * @param {string} file
 * @returns {{ ok: true, value: unknown } | { ok: false, note: string }}
 */
function readJson(file) {
  let raw;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    return { ok: false, note: `no report at ${file}` };
  }
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false, note: `unreadable report at ${file}` };
  }
}

/**
 * @param {string} firstFile
 * @param {string} retryFile
 * @returns {Tally}
 */
function readVitestWithRetry(firstFile, retryFile) {
  const first = readJson(firstFile);
  if (!first.ok) return { passed: 0, failed: 1, note: first.note };
  const retry = readJson(retryFile);
  if (!retry.ok) return { passed: 0, failed: 1, note: retry.note };
  return tallyVitestWithRetry(first.value, retry.value);
}

/**
 * Prints each failed file of a Vitest report with the start of its error (stderr).
 * @param {string} file
 */
function printVitestFailures(file) {
  const report = readJson(file);
  if (!report.ok) return;
  for (const failed of failedVitestFiles(report.value)) {
    process.stderr.write(`[ci-summary] vitest failed: ${failed.name}\n${indent(failed.message)}`);
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
 * Reads `{"runner": code}` from a file (as `npm test` writes it), then `runner=code` pairs over it.
 * @param {string | undefined} file
 * @param {string[]} pairs
 * @returns {{ codes: Map<string, number>, note: string }}
 */
function exitCodes(file, pairs) {
  /** @type {Map<string, number>} */
  const codes = new Map();
  let note = '';
  if (file !== undefined) {
    const read = readJson(file);
    // No file: `npm test` died before writing it (its reports may be stale or partial).
    if (!read.ok || !isRecord(read.value)) note = `no exit codes at ${file}`;
    else {
      for (const [name, code] of Object.entries(read.value)) if (Number.isInteger(code)) codes.set(name, Number(code));
    }
  }
  for (const pair of pairs) {
    const [name, code] = pair.split('=');
    if (name && code !== undefined && /^\d+$/.test(code)) codes.set(name, Number(code));
  }
  return { codes, note };
}

function main() {
  const { values } = parseArgs({
    options: {
      vitest: { type: 'string', default: 'test-results/vitest.json' },
      e2e: { type: 'string', default: 'test-results/e2e.json' },
      'failed-step': { type: 'string', multiple: true, default: [] },
      'exit-code': { type: 'string', multiple: true, default: [] },
      'exit-codes': { type: 'string' },
      'vitest-retry': { type: 'string' },
      'list-failed-files': { type: 'string' },
    },
  });
  const listFrom = values['list-failed-files'];
  if (listFrom !== undefined) {
    const report = readJson(listFrom);
    const names = report.ok ? failedVitestFiles(report.value).map((f) => f.name) : [];
    process.stdout.write(names.map((name) => `${name}\n`).join(''));
    return;
  }
  const { codes, note: exitCodesNote } = exitCodes(values['exit-codes'], values['exit-code']);
  printVitestFailures(values.vitest);
  const retryFile = values['vitest-retry'];
  const vitestTally =
    retryFile === undefined ? readReport(values.vitest, tallyVitest) : readVitestWithRetry(values.vitest, retryFile);
  const runners = [
    { name: 'vitest', tally: vitestTally },
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
  if (exitCodesNote) {
    process.stderr.write(`[ci-summary] ${exitCodesNote}\n`);
    failed += 1;
  }
  for (const step of values['failed-step']) {
    process.stderr.write(`[ci-summary] ${step}: failed\n`);
    failed += 1;
  }
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main();
