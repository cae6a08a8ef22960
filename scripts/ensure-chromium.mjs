// Browser tests use Debian's Chromium, never a tool's own download (those hosts are unreachable here).
// Installs it with apt-get when it is missing and we are root; otherwise says how.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromiumPath } from './chromium.mjs';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${chromiumPath}. Install Debian's package: sudo apt-get install -y chromium`);
  }
  console.log(`Chromium is missing at ${chromiumPath}; installing Debian's chromium package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
