import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import journal from './migrations/meta/_journal.json';
import { onServer } from '../test/database';

/**
 * Three instances started together on one fresh PostgreSQL database, as a scaled-out
 * deploy does: each must come up (the migrator alone takes no lock, and all but one
 * crashed creating tables another was creating). PostgreSQL only (TEST_DATABASE_URL).
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const mainScript = fileURLToPath(new URL('../main.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Starts main.ts on a free port; resolves once it logs that it listens, rejects if it exits first. */
function startInstance(databaseUrl: string, children: ChildProcess[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', MAILBOX: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const listening = output.split('\n').find((line) => line.includes('Rigsmith shop listening'));
      if (listening) resolve((JSON.parse(listening) as { url: string }).url);
    });
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`instance exited with ${code} before listening:\n${output.slice(-2000)}`)));
  });
}

describe.runIf(serverUrl)('three instances starting together on a new PostgreSQL', () => {
  const name = `rigsmith_cold_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)));
    await onServer(serverUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('all come up, each migration applied once', { timeout: 240_000 }, async () => {
    await onServer(serverUrl!, `CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const urls = await Promise.all([0, 1, 2].map(() => startInstance(url.toString(), children)));
    for (const base of urls) expect((await fetch(new URL('/healthz', base))).status).toBe(200);
    // Each migration applied once.
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
      expect(Number(rows[0]!.n)).toBe(journal.entries.length);
    } finally {
      await client.end();
    }
  });
});
