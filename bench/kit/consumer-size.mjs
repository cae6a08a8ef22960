// What a brand site pays, in gzipped JavaScript, for what it imports from the built kit
// (kit/dist, as `npm pack` ships it): each case is a production build of a one-file app with
// Vite (Rollup's tree-shaking, as a brand's Vite app would), React included, every chunk
// gzipped at level 9 and summed.
//
//   npx tsup && node bench/kit/consumer-size.mjs [--json]
//
// Sizes are deterministic, so they are printed once rather than timed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { gzipSync } from 'node:zlib';

const cases = {
  'React alone': `import { createRoot } from 'react-dom/client'; import { createElement } from 'react'; createRoot(document.body).render(createElement('p', null, 'hi'));`,
  '`ProductCard` + `IntlProvider`': `import { createRoot } from 'react-dom/client'; import { createElement } from 'react'; import { IntlProvider, ProductCard } from '@rigsmith/kit';
    createRoot(document.body).render(createElement(IntlProvider, { locale: 'en-GB' }, createElement(ProductCard, {})));`,
  'one domain function (`summariseCart`)': `import { summariseCart } from '@rigsmith/kit/domain'; console.log(summariseCart);`,
  '`/hooks` only': `import * as hooks from '@rigsmith/kit/hooks'; console.log(hooks);`,
  everything: `import * as kit from '@rigsmith/kit'; import * as domain from '@rigsmith/kit/domain'; import * as api from '@rigsmith/kit/api'; import * as hooks from '@rigsmith/kit/hooks'; console.log(kit, domain, api, hooks);`,
};

const rows = [];
for (const [name, source] of Object.entries(cases)) {
  // Inside the repository, so the app finds the kit and React in its node_modules as installed packages.
  mkdirSync('.reports', { recursive: true });
  const dir = mkdtempSync(join(process.cwd(), '.reports', 'kit-consumer-'));
  writeFileSync(join(dir, 'main.js'), source);
  try {
    const output = await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      build: { write: false, minify: true, modulePreload: false, rollupOptions: { input: join(dir, 'main.js') } },
      mode: 'production',
    });
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((file) => file.type === 'chunk');
    const gz = chunks.reduce((total, chunk) => total + gzipSync(chunk.code, { level: 9 }).length, 0);
    rows.push({ name, gzKiB: Math.round((gz / 1024) * 10) / 10 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
else {
  console.log('| brand app imports | JS gz |\n|---|---|');
  for (const row of rows) console.log(`| ${row.name} | ${row.gzKiB} KiB |`);
}
