import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The script is run as CI runs it (a child process), so its stdout line and exit code are what is tested.
const script = fileURLToPath(new URL('./ci-summary.mjs', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'ci-summary-'));
let fileCount = 0;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeJson(value: unknown): string {
  fileCount += 1;
  const file = path.join(dir, `report-${fileCount}.json`);
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

function summary(args: string[]): { line: string; lastLine: string; status: number | null; stderr: string } {
  const result = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
  const lines = result.stdout.trimEnd().split('\n');
  return { line: result.stdout, lastLine: lines[lines.length - 1] ?? '', status: result.status, stderr: result.stderr };
}

function vitestReport(passed: number, failed: number, extra: Record<string, unknown> = {}) {
  return {
    numTotalTests: passed + failed,
    numPassedTests: passed,
    numFailedTests: failed,
    numPendingTests: 0,
    success: failed === 0,
    testResults: [
      {
        name: '/x/a.test.ts',
        status: failed ? 'failed' : 'passed',
        assertionResults: [
          ...Array.from({ length: passed }, () => ({ status: 'passed' })),
          ...Array.from({ length: failed }, () => ({ status: 'failed' })),
        ],
      },
    ],
    ...extra,
  };
}

function playwrightReport(
  stats: { expected: number; unexpected: number; flaky?: number; skipped?: number },
  errors: unknown[] = [],
) {
  return {
    config: {},
    suites: [],
    errors,
    stats: { startTime: '2026-01-01T00:00:00.000Z', duration: 1, flaky: 0, skipped: 0, ...stats },
  };
}

describe('scripts/ci-summary.mjs', () => {
  it('sums both runners into one plain line and exits 0 when all passed', () => {
    const v = writeJson(vitestReport(30, 0));
    const e = writeJson(playwrightReport({ expected: 12, unexpected: 0 }));
    const out = summary(['--vitest', v, '--e2e', e]);
    expect(out.line).toBe('42 passed, 0 failed\n');
    expect(out.status).toBe(0);
  });

  it('adds failures from both runners and exits non-zero', () => {
    const v = writeJson(vitestReport(10, 2));
    const e = writeJson(playwrightReport({ expected: 5, unexpected: 1, skipped: 3 }));
    const out = summary(['--vitest', v, '--e2e', e]);
    expect(out.lastLine).toBe('15 passed, 3 failed');
    expect(out.status).toBe(1);
  });

  it('counts a flaky Playwright test (passed on retry) as passed', () => {
    const v = writeJson(vitestReport(1, 0));
    const e = writeJson(playwrightReport({ expected: 2, unexpected: 0, flaky: 1 }));
    expect(summary(['--vitest', v, '--e2e', e]).lastLine).toBe('4 passed, 0 failed');
  });

  it('counts a missing report as one failure of that runner', () => {
    const e = writeJson(playwrightReport({ expected: 3, unexpected: 0 }));
    const out = summary(['--vitest', path.join(dir, 'does-not-exist.json'), '--e2e', e]);
    expect(out.lastLine).toBe('3 passed, 1 failed');
    expect(out.status).toBe(1);
  });

  it('counts an unparsable or foreign report as one failure', () => {
    const v = writeJson('{ "numPassedTests": 4, ');
    const e = writeJson({ hello: 'world' });
    expect(summary(['--vitest', v, '--e2e', e]).lastLine).toBe('0 passed, 2 failed');
  });

  it('counts each failed step once', () => {
    const v = writeJson(vitestReport(3, 0));
    const e = writeJson(playwrightReport({ expected: 3, unexpected: 0 }));
    const out = summary(['--vitest', v, '--e2e', e, '--failed-step', 'lint', '--failed-step', 'typecheck']);
    expect(out.lastLine).toBe('6 passed, 2 failed');
    expect(out.status).toBe(1);
  });

  it('counts Playwright errors outside tests (global setup failed) as failures', () => {
    const v = writeJson(vitestReport(3, 0));
    const e = writeJson(playwrightReport({ expected: 0, unexpected: 0 }, [{ message: 'server did not start' }]));
    expect(summary(['--vitest', v, '--e2e', e]).lastLine).toBe('3 passed, 1 failed');
  });

  it('counts a Vitest file that failed to load, even without a failing test', () => {
    const report = vitestReport(3, 0, { success: false });
    report.testResults.push({ name: '/x/broken.test.ts', status: 'failed', assertionResults: [] });
    const v = writeJson(report);
    const e = writeJson(playwrightReport({ expected: 1, unexpected: 0 }));
    expect(summary(['--vitest', v, '--e2e', e]).lastLine).toBe('4 passed, 1 failed');
  });

  it('counts a runner that exited non-zero while its report shows no failure', () => {
    const v = writeJson(vitestReport(3, 0));
    const e = writeJson(playwrightReport({ expected: 1, unexpected: 1 }));
    const out = summary(['--vitest', v, '--e2e', e, '--exit-code', 'vitest=1', '--exit-code', 'e2e=1']);
    // vitest: +1 for the exit code; e2e already reports its failure, so its exit code adds nothing.
    expect(out.lastLine).toBe('4 passed, 2 failed');
  });

  it('reads the exit codes that npm test wrote, and lets --exit-code override one', () => {
    const v = writeJson(vitestReport(3, 0));
    const e = writeJson(playwrightReport({ expected: 1, unexpected: 0 }));
    const codes = writeJson({ vitest: 1, e2e: 0 });
    expect(summary(['--vitest', v, '--e2e', e, '--exit-codes', codes]).lastLine).toBe('4 passed, 1 failed');
    // .ci/run passes the retry's exit code for Vitest after re-running its failed files.
    const out = summary(['--vitest', v, '--e2e', e, '--exit-codes', codes, '--exit-code', 'vitest=0']);
    expect(out.lastLine).toBe('4 passed, 0 failed');
    expect(out.status).toBe(0);
  });

  it('counts a missing exit-codes file as a failure (npm test died before writing it)', () => {
    const v = writeJson(vitestReport(3, 0));
    const e = writeJson(playwrightReport({ expected: 1, unexpected: 0 }));
    const out = summary(['--vitest', v, '--e2e', e, '--exit-codes', path.join(dir, 'none.json')]);
    expect(out.lastLine).toBe('4 passed, 1 failed');
    expect(out.stderr).toContain('no exit codes at');
  });

  it('prints only the summary line on stdout', () => {
    const v = writeJson(vitestReport(2, 0));
    const e = writeJson(playwrightReport({ expected: 2, unexpected: 0 }));
    expect(summary(['--vitest', v, '--e2e', e]).line.split('\n')).toEqual(['4 passed, 0 failed', '']);
  });

  describe('re-running the failed Vitest files once', () => {
    /** 3 tests pass in a.test.ts; b.test.ts's 2 tests passed but its afterAll failed */
    function firstRun() {
      const report = vitestReport(3, 0, { success: false });
      report.numPassedTests = 5;
      report.testResults.push({
        name: '/x/b.test.ts',
        status: 'failed',
        assertionResults: [{ status: 'passed' }, { status: 'passed' }],
        message: 'Hook timed out in 60000ms',
      } as (typeof report.testResults)[number]);
      return report;
    }
    function retryOfB(passed: boolean) {
      return {
        numTotalTests: 2,
        numPassedTests: passed ? 2 : 1,
        numFailedTests: passed ? 0 : 1,
        success: passed,
        testResults: [
          {
            name: '/x/b.test.ts',
            status: passed ? 'passed' : 'failed',
            assertionResults: [{ status: 'passed' }, { status: passed ? 'passed' : 'failed' }],
            message: passed ? '' : 'expected 1 to be 2',
          },
        ],
      };
    }

    it('lists the failed files for .ci/run, one per line', () => {
      const out = summary(['--list-failed-files', writeJson(firstRun())]);
      expect(out.line).toBe('/x/b.test.ts\n');
      expect(out.status).toBe(0);
    });

    it('prints each failed file with the start of its error', () => {
      const e = writeJson(playwrightReport({ expected: 1, unexpected: 0 }));
      const out = summary(['--vitest', writeJson(firstRun()), '--e2e', e]);
      expect(out.stderr).toContain('vitest failed: /x/b.test.ts');
      expect(out.stderr).toContain('Hook timed out in 60000ms');
      expect(out.lastLine).toBe('6 passed, 1 failed');
    });

    it('counts a file that passes on the retry as passed, and names it flaky', () => {
      const e = writeJson(playwrightReport({ expected: 1, unexpected: 0 }));
      const out = summary(['--vitest', writeJson(firstRun()), '--vitest-retry', writeJson(retryOfB(true)), '--e2e', e]);
      expect(out.lastLine).toBe('6 passed, 0 failed');
      expect(out.status).toBe(0);
      expect(out.stderr).toContain('flaky (failed, then passed on retry): /x/b.test.ts');
    });

    it('counts a file that fails again as the retry found it', () => {
      const e = writeJson(playwrightReport({ expected: 1, unexpected: 0 }));
      const out = summary(['--vitest', writeJson(firstRun()), '--vitest-retry', writeJson(retryOfB(false)), '--e2e', e]);
      expect(out.lastLine).toBe('5 passed, 1 failed');
      expect(out.status).toBe(1);
    });

    it('counts a missing retry report as a failure', () => {
      const e = writeJson(playwrightReport({ expected: 1, unexpected: 0 }));
      const out = summary(['--vitest', writeJson(firstRun()), '--vitest-retry', path.join(dir, 'none.json'), '--e2e', e]);
      expect(out.lastLine).toBe('1 passed, 1 failed');
    });
  });
});
