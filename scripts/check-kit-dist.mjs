// What a brand downloads from the built kit (kit/dist), checked after `tsup`: no dependency's code
// copied in (they are the consumer's to install and dedupe), no debugging comments in the CSS,
// and 'use client' exactly on the entries that hold React hooks.
import { readdirSync, readFileSync } from 'node:fs';

const dist = 'kit/dist';
const files = readdirSync(dist, { recursive: true }).map(String);
const problems = [];
for (const file of files.filter((name) => name.endsWith('.js'))) {
  const code = readFileSync(`${dist}/${file}`, 'utf8');
  // Tell-tale names from inside zod and libphonenumber-js, present only when they are bundled.
  if (code.includes('$ZodType') || code.includes('country_calling_codes')) problems.push(`${file}: a dependency is bundled in`);
  // esbuild heads each bundled module with its path: a package's means it was copied in (a
  // test or style-build helper among the kit's modules would bring vitest or vanilla-extract).
  const bundled = /^\/\/ node_modules\/((@[^/]+\/)?[^/]+)/m.exec(code);
  if (bundled) problems.push(`${file}: ${bundled[1]} is bundled in`);
}
for (const file of files.filter((name) => name.endsWith('.css'))) {
  if (readFileSync(`${dist}/${file}`, 'utf8').includes('vanilla-extract-css-ns')) problems.push(`${file}: debugging comments in published CSS`);
}
for (const [file, client] of [
  ['index.js', true],
  ['hooks.js', true],
  ['forms.js', true],
  ['domain.js', false],
  ['api.js', false],
]) {
  const starts = readFileSync(`${dist}/${file}`, 'utf8').startsWith("'use client'");
  if (starts !== client) problems.push(`${file}: 'use client' ${client ? 'missing' : 'on a server-safe entry'}`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`kit/dist: ${files.length} files, dependencies external, CSS clean, 'use client' where hooks are`);
