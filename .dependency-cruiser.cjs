// The layers of ARCHITECTURE.md, checked on every import (npm run lint:layers):
// domain ← api ← hooks ← components, and domain ← forms ← components (the headless form
// hooks sit under the styled forms, beside the data hooks); the kit never reaches into the
// storefront, and the browser's bundle never reaches into the server.
//
// Tests and their fixtures are not shipped; they may read the shop's real seed catalogue and
// the message catalogues they check.
const testFiles = ['\\.test\\.tsx?$', '/fixtures/', '/testFigures\\.ts$'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-nothing-above-it',
      comment: 'kit/src/domain is pure TypeScript: no API client, hooks, components, theme, i18n provider or storefront.',
      severity: 'error',
      from: { path: '^kit/src/domain/', pathNot: [...testFiles, '^kit/src/domain/index\\.ts$'] },
      to: {
        path: '^(kit/src/(api|hooks|forms|components|theme|i18n)/|storefront/)',
      },
    },
    {
      name: 'domain-entry-exports-the-domain',
      comment: 'The @rigsmith/kit/domain entry re-exports the domain only.',
      severity: 'error',
      from: { path: '^kit/src/domain/index\\.ts$' },
      to: {
        path: '^(kit/src/(api|hooks|forms|components|theme|i18n)/|storefront/)',
      },
    },
    {
      name: 'domain-without-react',
      comment: 'The domain is tested and run without React (the server imports it).',
      severity: 'error',
      from: { path: '^kit/src/domain/' },
      to: { path: '^node_modules/(react|react-dom|swr)/' },
    },
    {
      name: 'components-never-fetch',
      comment: 'Components are presentational: props in, events out. Data comes through hooks in the screens.',
      severity: 'error',
      from: { path: '^kit/src/components/' },
      to: {
        path: '^kit/src/(hooks|api)/',
      },
    },
    {
      name: 'forms-are-headless',
      comment:
        'kit/src/forms holds the form behaviour without markup: domain rules and i18n in, prop getters out. No styled component, theme, data hook or API client, so a brand rendering its own markup pays for none.',
      severity: 'error',
      from: { path: '^kit/src/forms/', pathNot: testFiles },
      to: { path: '^kit/src/(api|hooks|components|theme)/' },
    },
    {
      name: 'hooks-never-import-components-or-forms',
      comment: 'Data hooks sit beside the form hooks, under the components: screens combine them.',
      severity: 'error',
      from: { path: '^kit/src/hooks/' },
      to: { path: '^kit/src/(components|forms)/' },
    },
    {
      name: 'kit-never-imports-storefront',
      comment: 'The kit is published on its own; the storefront is one of its users.',
      severity: 'error',
      from: { path: '^kit/', pathNot: testFiles },
      to: { path: '^(storefront|stories|\\.storybook)/' },
    },
    {
      name: 'browser-never-imports-server',
      comment: 'storefront/app is shipped to browsers; storefront/server holds secrets and Node-only code.',
      severity: 'error',
      from: { path: '^storefront/app/' },
      to: { path: '^storefront/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|storybook-static)/' },
    // Type-only imports count too: a type import across a layer is still a dependency.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    skipAnalysisNotInRules: true,
  },
};
