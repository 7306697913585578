import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** `DATA_DIR/instance.pid`: which process has the embedded database open. */
export function instanceLockFile(dataDir: string): string {
  return path.join(dataDir, 'instance.pid');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user has that pid, and it is alive
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the live process holding the embedded database in `dataDir`, if any (a stale file is no holder). */
export function dataDirHolder(dataDir: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(instanceLockFile(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  return isAlive(pid) ? pid : undefined;
}

/**
 * Marks `dataDir`'s embedded database as held by this process, so the backup and restore commands
 * (and a second server) do not open it under a running instance: PGlite has no lock of its own, and
 * two processes writing one data folder would corrupt it. A file left by a process that died is taken
 * over. Answers the release.
 */
export function holdDataDir(dataDir: string): () => void {
  const holder = dataDirHolder(dataDir);
  if (holder !== undefined) {
    throw new Error(`another process (pid ${holder}) has the embedded database in ${dataDir} open`);
  }
  const file = instanceLockFile(dataDir);
  writeFileSync(file, `${process.pid}\n`, { mode: 0o600 });
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}
