import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { repoRoot } from './server-process.ts';

export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  platform: string;
  commit: string;
  /** the working tree differs from the commit */
  dirty: boolean;
}

/** Read-only git calls (no optional locks: nothing in .git is rewritten). */
function git(args: string[]): { ok: boolean; out: string } {
  try {
    const out = execFileSync('git', args, {
      cwd: repoRoot,
      env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return { ok: true, out: out.toString().trim() };
  } catch {
    return { ok: false, out: '' };
  }
}

export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    commit: git(['rev-parse', 'HEAD']).out || 'unknown',
    dirty: !git(['diff-index', '--quiet', 'HEAD', '--']).ok,
  };
}
