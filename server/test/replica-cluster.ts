import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A PostgreSQL primary and its streaming replica of the test's own (initdb, pg_basebackup -R), in
 * temporary folders on free ports, for the read replica's test. The binaries refuse to run as root:
 * as root they run as `postgres` (runuser), the folders owned by it.
 */
const BIN = '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

export interface ReplicaCluster {
  primaryUrl: string;
  replicaUrl: string;
  /** `pg_ctl stop` of the replica (fast: its connections are cut) */
  stopReplica(): Promise<void>;
  /** stops both servers and removes the folders; safe to call after a failure, and twice */
  destroy(): Promise<void>;
}

/** Why the test cannot run here, or undefined when it can. */
export function clusterUnavailable(): string | undefined {
  for (const binary of ['initdb', 'pg_ctl', 'pg_basebackup']) {
    if (!existsSync(path.join(BIN, binary))) return `${BIN}/${binary} is missing`;
  }
  if (process.getuid?.() === 0 && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) {
    return 'running as root without runuser';
  }
  return undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;

async function pgBin(binary: string, args: string[]): Promise<string> {
  const file = path.join(BIN, binary);
  const { stdout } = asRoot
    ? await run('runuser', ['-u', 'postgres', '--', file, ...args], { cwd: tmpdir() })
    : await run(file, args, { cwd: tmpdir() });
  return stdout;
}

async function ownedFolder(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  return dir;
}

export async function startReplicaCluster(): Promise<ReplicaCluster> {
  const root = await ownedFolder('revon-replica-');
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const running: string[] = [];
  const stop = async (dir: string) => {
    if (!running.includes(dir)) return;
    running.splice(running.indexOf(dir), 1);
    await pgBin('pg_ctl', ['stop', '-D', dir, '-m', 'immediate', '-w']).catch(() => undefined);
  };
  const destroy = async () => {
    await stop(replicaDir);
    await stop(primaryDir);
    await rm(root, { recursive: true, force: true });
  };
  const start = async (dir: string, port: number) => {
    await pgBin('pg_ctl', [
      'start', '-D', dir, '-w', '-t', '20', '-l', path.join(root, `${path.basename(dir)}.log`),
      '-o', `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`,
    ]);
    running.push(dir);
  };
  try {
    await pgBin('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    // initdb's pg_hba.conf already lets 127.0.0.1 replicate (trust); a test server needs no durability
    await appendFile(
      path.join(primaryDir, 'postgresql.conf'),
      ['wal_level = replica', 'max_wal_senders = 4', 'fsync = off', 'full_page_writes = off',
        'shared_buffers = 32MB', 'max_connections = 40', ''].join('\n'),
    );
    await start(primaryDir, primaryPort);
    await pgBin('pg_basebackup', [
      '-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream',
      '--checkpoint=fast', '--no-sync',
    ]);
    await start(replicaDir, replicaPort);
  } catch (error) {
    await destroy();
    throw error;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    stopReplica: () => stop(replicaDir),
    destroy,
  };
}
