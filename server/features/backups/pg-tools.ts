import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The path of a PostgreSQL client tool (pg_dump, pg_restore): from PATH, else the newest of
 * Debian's /usr/lib/postgresql/<major>/bin, where the server package puts them without linking all.
 */
export function findPgTool(name: 'pg_dump' | 'pg_restore'): string {
  // spawn looks the bare name up on PATH itself
  if (spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0) return name;
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((x, y) => Number(y) - Number(x)) : [];
  for (const major of majors) {
    const candidate = path.join(root, major, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} was not found on PATH nor in /usr/lib/postgresql/*/bin: install the PostgreSQL client tools`);
}

/**
 * Runs a PostgreSQL tool; each line it writes to stderr goes to `onLine` (its --verbose progress).
 * Rejects with the tool's last lines when it exits non-zero.
 */
export function runPgTool(tool: string, args: string[], onLine: (line: string) => void = () => {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    const tail: string[] = [];
    let partial = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        tail.push(line);
        if (tail.length > 20) tail.shift();
        onLine(line);
      }
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(tool)} exited with ${String(code)}:\n${tail.join('\n')}`));
    });
  });
}
