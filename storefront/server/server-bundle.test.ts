import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIsCurrent, buildOutputs, bundleServer, repoRoot, sourceFingerprint, stampFile } from '../build/server-bundle.mjs';

/**
 * `npm start` runs the server bundled by storefront/build/server-bundle.mjs with plain Node,
 * and skips the builds when the fingerprint of their inputs matches the last build's stamp.
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
    const first = sourceFingerprint(root);
    expect(sourceFingerprint(root)).toBe(first);
    write('storefront/server/app.test.ts', 'it();\n');
    write('storefront/server/README.md', '# Notes\n');
    expect(sourceFingerprint(root)).toBe(first);
    write('storefront/server/app.ts', 'export const a = 10;\n');
    expect(sourceFingerprint(root)).not.toBe(first);
  });

  it('changes when a source is touched, even with the same size', () => {
    const before = sourceFingerprint(root);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'storefront/app/main.tsx'), later, later);
    expect(sourceFingerprint(root)).not.toBe(before);
  });

  it('makes a build current only with every output there and the same fingerprint', () => {
    const fingerprint = sourceFingerprint(root);
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
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child!.once('exit', resolve));
    }
    rmSync(outDir, { recursive: true, force: true });
  });

  it('starts with plain Node and finds its migrations and seed files', { timeout: 120_000 }, async () => {
    await bundleServer({ outfile: join(outDir, 'main.js') });
    const server = spawn(process.execPath, [join(outDir, 'main.js')], {
      cwd: tmpdir(),
      env: { ...process.env, DATA_DIR: 'memory://', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', MAILBOX: '', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = server;
    const base = await new Promise<string>((resolve, reject) => {
      let output = '';
      server.stdout!.on('data', (chunk) => {
        output += chunk;
        const listening = output.split('\n').find((line) => line.includes('Rigsmith shop listening'));
        if (listening) resolve((JSON.parse(listening) as { url: string }).url);
      });
      server.stderr!.on('data', (chunk) => (output += chunk));
      server.on('exit', (code) => reject(new Error(`the bundle exited with ${code}:\n${output.slice(-2000)}`)));
    });
    expect((await fetch(new URL('/healthz', base))).status).toBe(200);
    // Seeded from storefront/server/db/seed/catalogue, resolved from the bundle's own place.
    const models = await fetch(new URL('/api/ecommerce/models/?country=FR', base));
    expect(models.status).toBe(200);
    expect(JSON.stringify(await models.json()).length).toBeGreaterThan(100);
    // The embedded places (db/seed/places), read by path on first use.
    const places = await fetch(new URL('/api/geo/places/?q=Lyon&place_country=FR', base));
    expect(places.status).toBe(200);
    expect(JSON.stringify(await places.json())).toContain('Lyon');
  });
});
