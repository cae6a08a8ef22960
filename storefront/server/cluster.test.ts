import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverProcessCount } from './cluster';
import { repoRoot } from './paths';
import { createTestDatabase } from './test/database';

describe('serverProcessCount (WORKERS)', () => {
  const postgres = 'postgres://shop@db.example/shop';

  it('runs one process per core on PostgreSQL and one on PGlite by default', () => {
    expect(serverProcessCount({ DATABASE_URL: postgres }, 6)).toEqual({ count: 6 });
    expect(serverProcessCount({}, 6)).toEqual({ count: 1 });
    expect(serverProcessCount({ WORKERS: '' }, 6)).toEqual({ count: 1 });
  });

  it('takes WORKERS as asked, and refuses more than one on PGlite', () => {
    expect(serverProcessCount({ DATABASE_URL: postgres, WORKERS: '3' }, 16)).toEqual({ count: 3 });
    expect(serverProcessCount({ WORKERS: '1' }, 16)).toEqual({ count: 1 });
    expect(serverProcessCount({ WORKERS: '2' }, 16)).toMatchObject({ error: expect.stringContaining('DATABASE_URL') });
  });

  it.each(['0', '-1', '1.5', 'many', '1000'])('refuses WORKERS=%s', (workers) => {
    expect(serverProcessCount({ DATABASE_URL: postgres, WORKERS: workers }, 4)).toMatchObject({ error: expect.stringContaining('WORKERS') });
  });
});

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startShop(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'storefront/server/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', MAILBOX: '', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function until(condition: () => boolean, what: () => string, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting: ${what().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const listeningCount = (output: string) => output.split('\n').filter((line) => line.includes('Rigsmith shop listening')).length;
/** Process ids of a process's children, from /proc (no `ps` needed). */
function childrenOf(pid: number): string[] {
  return readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      // pid (comm) state ppid …: the command may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === String(pid);
    } catch {
      return false; // gone meanwhile
    }
  });
}

describe('the shop with WORKERS', () => {
  it('refuses several processes on the embedded database', { timeout: 60_000 }, async () => {
    const shop = startShop({ WORKERS: '2', DATABASE_URL: '', DATA_DIR: 'memory://', PORT: '0' });
    expect(await shop.exited).toBe(1);
    expect(shop.output()).toContain('WORKERS above 1 needs PostgreSQL');
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    const cleanups: Array<() => Promise<unknown>> = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('runs two processes on one port, replaces one that dies, and stops them all on SIGTERM', { timeout: 180_000 }, async () => {
      const database = await createTestDatabase();
      cleanups.push(() => database.close());
      const port = await freePort();
      const shop = startShop({ WORKERS: '2', DATABASE_URL: database.url!, PORT: String(port) });
      cleanups.push(async () => {
        if (shop.child.exitCode === null) shop.child.kill('SIGKILL');
      });
      await until(() => listeningCount(shop.output()) === 2, shop.output);

      const workers = childrenOf(shop.child.pid!);
      expect(workers).toHaveLength(2);
      // A connection of its own each time, so each goes to whichever worker the supervisor picks.
      const health = () => fetch(`http://127.0.0.1:${port}/healthz`, { headers: { Connection: 'close' } });
      const answers = await Promise.all(Array.from({ length: 20 }, health));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));

      // A worker that dies is replaced, and the shop keeps answering meanwhile.
      process.kill(Number(workers[0]), 'SIGKILL');
      await until(() => shop.output().includes('a server process stopped unexpectedly'), shop.output);
      expect((await health()).status).toBe(200);
      await until(() => listeningCount(shop.output()) === 3, shop.output);
      expect(childrenOf(shop.child.pid!)).toHaveLength(2);

      shop.child.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
      for (const pid of childrenOf(shop.child.pid!)) expect.fail(`worker ${pid} outlived the shop`);
    });
  });
});
