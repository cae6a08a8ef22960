import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isPrepared, preparedStampName } from './db/prepare-embedded';
import { buildInputs, buildIsCurrent, buildOutputs, bundleServer, repoRoot, sourceFingerprint, stampFile } from '../build/server-bundle.mjs';

/**
 * `npm start` runs the server bundled by storefront/build/server-bundle.mjs with plain Node,
 * and skips the builds when the fingerprint of their inputs matches the last build's stamp. An
 * embedded database on disk is migrated and seeded by the bundle's prepare.js in a child
 * process, once while the migrations and seed files stay as they are.
 */

describe('the build stamp', () => {
  const root = mkdtempSync(join(tmpdir(), 'rigsmith-build-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('storefront/server/app.ts', 'export const a = 1;\n');
  write('storefront/app/main.tsx', 'export const b = 2;\n');

  it('changes when a source changes, not when a test or a doc does', () => {
    const first = sourceFingerprint(root, buildInputs);
    expect(sourceFingerprint(root, buildInputs)).toBe(first);
    write('storefront/server/app.test.ts', 'it();\n');
    write('storefront/server/README.md', '# Notes\n');
    expect(sourceFingerprint(root, buildInputs)).toBe(first);
    write('storefront/server/app.ts', 'export const a = 10;\n');
    expect(sourceFingerprint(root, buildInputs)).not.toBe(first);
  });

  it('changes when a source is touched, even with the same size', () => {
    const before = sourceFingerprint(root, buildInputs);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'storefront/app/main.tsx'), later, later);
    expect(sourceFingerprint(root, buildInputs)).not.toBe(before);
  });

  it('makes a build current only with every output there and the same fingerprint', () => {
    const fingerprint = sourceFingerprint(root, buildInputs);
    write(stampFile, `${fingerprint}\n`);
    expect(buildIsCurrent(root)).toBe(false);
    for (const output of buildOutputs) write(output, '');
    expect(buildIsCurrent(root)).toBe(true);
    write('storefront/app/new-screen.tsx', 'export {};\n');
    expect(buildIsCurrent(root)).toBe(false);
  });
});

describe('the bundled server', () => {
  // At the same depth as storefront/dist/node/main.js, which paths.ts counts on.
  const outDir = join(repoRoot, 'storefront/dist', `node-test-${randomUUID().slice(0, 8)}`);
  const dataRoot = mkdtempSync(join(tmpdir(), 'rigsmith-bundle-data-'));
  const dataDir = join(dataRoot, 'pglite');
  const children: ChildProcess[] = [];
  afterAll(async () => {
    await Promise.all(children.map(stopServer));
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataRoot, { recursive: true, force: true });
  });

  /** Starts the bundle with plain Node on a free port; resolves with its URL and everything it logged so far. */
  function startServer(): Promise<{ base: string; child: ChildProcess; output: () => string }> {
    const child = spawn(process.execPath, [join(outDir, 'main.js')], {
      cwd: tmpdir(),
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', MAILBOX: '', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    return new Promise((resolve, reject) => {
      child.stdout!.on('data', (chunk) => {
        output += chunk;
        const listening = output.split('\n').find((line) => line.includes('Rigsmith shop listening'));
        if (listening) resolve({ base: (JSON.parse(listening) as { url: string }).url, child, output: () => output });
      });
      child.stderr!.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) => reject(new Error(`the bundle exited with ${code}:\n${output.slice(-2000)}`)));
    });
  }

  async function stopServer(child: ChildProcess) {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  it('starts with plain Node, its database prepared by a child process, and finds its seed files', { timeout: 180_000 }, async () => {
    await bundleServer({ outdir: outDir });
    const first = await startServer();
    expect((await fetch(new URL('/healthz', first.base))).status).toBe(200);
    expect(first.output()).toContain('database seeded');
    // Seeded from storefront/server/db/seed/catalogue, resolved from the bundle's own place.
    const models = await fetch(new URL('/api/ecommerce/models/?country=FR', first.base));
    expect(models.status).toBe(200);
    expect(JSON.stringify(await models.json()).length).toBeGreaterThan(100);
    // The embedded places (db/seed/places), read by path on first use.
    const places = await fetch(new URL('/api/geo/places/?q=Lyon&place_country=FR', first.base));
    expect(places.status).toBe(200);
    expect(JSON.stringify(await places.json())).toContain('Lyon');
    await stopServer(first.child);
    expect(existsSync(join(dataDir, preparedStampName))).toBe(true);

    // The stamp is current: the restart neither prepares nor seeds, and the catalogue is there.
    const again = await startServer();
    expect(again.output()).not.toContain('database seeded');
    expect((await fetch(new URL('/api/ecommerce/models/?country=FR', again.base))).status).toBe(200);
    expect(isPrepared(dataDir)).toBe(true);
  });
});
