// What a brand site pays, in gzipped JavaScript, for what it imports from the built kit
// (kit/dist, as `npm pack` ships it): each case is a production build of a one-file app with
// Vite (Rolldown's tree-shaking, as a brand's Vite app would), React included, gzipped at level 9:
// the chunks a first visit downloads (the entry, what it imports, and of the kit's catalogues
// only the page's language, en-GB: `IntlProvider` imports the others on demand, never all).
//
//   npx tsup && node bench/kit/consumer-size.mjs [--json]
//
// Sizes are deterministic, so they are printed once rather than timed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { gzipSync } from 'node:zlib';

export const cases = {
  'empty app': `console.log('hi');`,
  'React alone': `import { createRoot } from 'react-dom/client'; import { createElement } from 'react'; createRoot(document.body).render(createElement('p', null, 'hi'));`,
  // No area's strings: a product card's are all in the core catalogue.
  '`ProductCard` + `IntlProvider`': `import { createRoot } from 'react-dom/client'; import { createElement } from 'react'; import { IntlProvider, ProductCard } from '@rigsmith/kit';
    createRoot(document.body).render(createElement(IntlProvider, { locale: 'en-GB', areas: [] }, createElement(ProductCard, {})));`,
  'one domain function (`summariseCart`)': `import { summariseCart } from '@rigsmith/kit/domain'; console.log(summariseCart);`,
  '`/hooks` only': `import * as hooks from '@rigsmith/kit/hooks'; console.log(hooks);`,
  // A brand's own sign-in markup on the headless hook: no component, no style.
  '`useLoginForm` (`/forms`)': `import { useLoginForm } from '@rigsmith/kit/forms'; console.log(useLoginForm);`,
  everything: `import * as kit from '@rigsmith/kit'; import * as domain from '@rigsmith/kit/domain'; import * as api from '@rigsmith/kit/api'; import * as hooks from '@rigsmith/kit/hooks'; import * as forms from '@rigsmith/kit/forms'; console.log(kit, domain, api, hooks, forms);`,
};

/** The other locales of SPEC §1: their catalogues are chunks a page in en-GB never downloads. */
const otherLocale = /(fr-FR|it-IT|es-ES|de-DE)[^/]*$/;
/** The catalogues of the shop's areas (configurator, checkout …): a page of product cards asks for none. */
const areaCatalogue = /messages\/[a-z]+\/[a-z]{2}-[A-Z]{2}[^/]*$/;

/** The entry chunk and every chunk it imports, statically or not, bar the other locales' catalogues. */
export function firstVisit(chunks, { areas = true } = {}) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set();
  const visit = (chunk) => {
    const lazyFile = chunk.isDynamicEntry ? (chunk.facadeModuleId ?? '') : '';
    if (seen.has(chunk) || otherLocale.test(lazyFile) || (!areas && areaCatalogue.test(lazyFile))) return;
    seen.add(chunk);
    for (const name of [...chunk.imports, ...chunk.dynamicImports]) if (byName.has(name)) visit(byName.get(name));
  };
  chunks.filter((chunk) => chunk.isEntry).forEach(visit);
  return [...seen];
}

/** Each case's first-visit JavaScript in gzipped KiB, to a tenth: `[{ name, gzKiB }]`. */
export async function measure(which = cases) {
  const rows = [];
  for (const [name, source] of Object.entries(which)) rows.push({ name, ...(await buildCase(source, { areas: !source.includes('areas: []') })) });
  return rows;
}

async function buildCase(source, visit) {
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
    const loaded = firstVisit(chunks, visit);
    const gz = loaded.reduce((total, chunk) => total + gzipSync(chunk.code, { level: 9 }).length, 0);
    const packages = [
      ...new Set(
        loaded
          .flatMap((chunk) => Object.keys(chunk.modules))
          .map((id) => /node_modules\/((@[^/]+\/)?[^/]+)/.exec(id)?.[1])
          .filter(Boolean),
      ),
    ];
    return { gzKiB: Math.round((gz / 1024) * 10) / 10, packages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await measure();
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows.map(({ name, gzKiB }) => ({ name, gzKiB }))));
  else {
    console.log('| brand app imports | JS gz |\n|---|---|');
    for (const row of rows) console.log(`| ${row.name} | ${row.gzKiB} KiB |`);
  }
}
