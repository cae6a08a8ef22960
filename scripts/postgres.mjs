// Starts a throwaway PostgreSQL server from Debian's packages on 127.0.0.1 (installing
// them with apt-get when missing and we are root), for the server suite's PostgreSQL run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

function ensurePostgresInstalled() {
  if (postgresBinDir()) return;
  if (process.getuid?.() !== 0) throw new Error('PostgreSQL is missing: sudo apt-get install -y postgresql');
  console.log("PostgreSQL is missing; installing Debian's postgresql package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root, so the cluster belongs to the `postgres` user then. */
function asServerUser(command, args) {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** Starts a server; resolves with superuser URLs (TCP and Unix socket) and a stop function that deletes its data. */
export async function startPostgres() {
  ensurePostgresInstalled();
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'rigsmith-pg-'));
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  asServerUser(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  asServerUser(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  // The same server through its Unix socket: what a shop on the database's own machine would use.
  const socketUrl = `postgres://postgres@/postgres?host=${encodeURIComponent(dir)}&port=${port}`;
  const stop = () => {
    try {
      asServerUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url, socketUrl, stop, dataDir };
}

// `node scripts/postgres.mjs -- <command…>` runs a command with TEST_DATABASE_URL set.
if (import.meta.url === `file://${process.argv[1]}`) {
  const separator = process.argv.indexOf('--');
  const [command, ...args] = process.argv.slice(separator + 1);
  const { url, stop } = await startPostgres();
  let status = 1;
  try {
    status = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } }).status ?? 1;
  } finally {
    stop();
  }
  process.exit(status);
}
