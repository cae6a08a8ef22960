/**
 * Servers the benchmarks start as child processes: the bundled shop (or a node:http hello
 * baseline), each logging `{"url": …}` on stdout once listening.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from '../storefront/server/paths';

/** The baseline: node:http answering a fixed JSON body, the least a Node HTTP server can do. */
export const HELLO_SERVER = `require('node:http').createServer((q, s) => { s.setHeader('Content-Type', 'application/json'); s.end('{"status":"ok"}') }).listen(0, '127.0.0.1', function () { console.log(JSON.stringify({ url: 'http://127.0.0.1:' + this.address().port + '/' })) })`;

export type ServerProcess = { base: string; child: ChildProcess; stop: () => Promise<void> };

/** Spawns `node …args`, resolves with the URL it logs; `stop` sends SIGTERM and waits for the exit. */
export async function startServerProcess(args: string[], env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    const base = await new Promise<string>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk;
        const line = output.split('\n').find((l) => l.includes('"url"'));
        if (!line) return;
        // The server's request log keeps coming: read and drop it so its pipe never fills.
        child.stdout!.off('data', onData).resume();
        resolve((JSON.parse(line) as { url: string }).url);
      };
      child.stdout!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
    });
    return { base, child, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Polls /healthz until it answers 200. */
export async function waitUntilHealthy(base: string): Promise<void> {
  for (;;) {
    const ok = await fetch(new URL('/healthz', base)).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}
