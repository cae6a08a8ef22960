// A cheap "has anything changed?" for the build (server-bundle.mjs) and the embedded
// database's preparation (storefront/server/db/prepare-embedded.ts). No side effects on
// import: the server bundle includes this module.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const isTestFile = (name) => /\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(name);

/**
 * A fingerprint of the files under inputs (paths relative to root), tests and Markdown aside, from their paths, sizes and modification times: a stat
 * per file (about a thousand), so checking costs milliseconds where a build costs seconds.
 */
export function sourceFingerprint(root, inputs) {
  const hash = createHash('sha256');
  const visit = (path) => {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats) return;
    if (stats.isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        visit(join(path, name));
      }
    } else if (!isTestFile(path) && !path.endsWith('.md')) {
      hash.update(`${relative(root, path)}\0${stats.size}\0${stats.mtimeMs}\n`);
    }
  };
  for (const input of inputs) visit(join(root, input));
  return hash.digest('hex');
}
