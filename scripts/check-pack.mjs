// Checks @rigsmith/kit as npm would publish it: its exports generated from kit/entry-points.json,
// its module-level calls marked pure, build, the size budgets of a brand's build, publint,
// arethetypeswrong, and
// a plain-Node import of its pure entry point through the package's exports map.
// Writes .reports/pack.json with the pass/fail counts for scripts/test.mjs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const checks = [
  ['exports and paths follow kit/entry-points.json', process.execPath, ['scripts/kit-entry-points.mjs', '--check']],
  ['module-level calls marked pure', process.execPath, ['scripts/pure-calls.mjs']],
  ['build the kit (tsup)', 'npx', ['tsup']],
  ['dependencies external, CSS without debug comments, use client', process.execPath, ['scripts/check-kit-dist.mjs']],
  ['what a brand pays: ProductCard, a domain function, the whole kit', process.execPath, ['scripts/check-kit-size.mjs']],
  ['publint', 'npx', ['publint', 'kit', '--strict']],
  ['arethetypeswrong', 'npx', ['attw', '--pack', 'kit', '--profile', 'esm-only', '--exclude-entrypoints', './style.css', './styles/*.css']],
  [
    'import @rigsmith/kit/domain in plain Node',
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { estimateShipDate, storefronts } from '@rigsmith/kit/domain'; if (!storefronts.de || !(estimateShipDate(new Date(), 1) instanceof Date)) process.exit(1);",
    ],
  ],
];

let passed = 0;
let failed = 0;
for (const [name, command, args] of checks) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status === 0) {
    passed += 1;
    console.log(`✓ ${name}`);
  } else {
    failed += 1;
    console.log(`✗ ${name}`);
  }
}
mkdirSync('.reports', { recursive: true });
writeFileSync('.reports/pack.json', JSON.stringify({ passed, failed }));
process.exit(failed ? 1 : 0);
