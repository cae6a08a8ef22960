// The layers of ARCHITECTURE.md, checked on every import (npm run lint:layers):
// domain ← api ← hooks ← components; the kit never reaches into the storefront, and the
// browser's bundle never reaches into the server.
//
// TRANSITIONAL: the API's request/response types still live in kit/src/api/*Types.ts and
// types.ts while they move to kit/src/domain/contract/ (the contract part of the code-health
// work). Until then the domain and components may import those type files, and only those;
// remove the two `pathNot`s marked TRANSITIONAL once the move has merged.
const apiTypeFiles = '^kit/src/api/([A-Za-z]+Types|types)\\.ts$';
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
        path: '^(kit/src/(api|hooks|components|theme|i18n)/|storefront/)',
        pathNot: [apiTypeFiles], // TRANSITIONAL: see the top of this file.
      },
    },
    {
      name: 'domain-entry-exports-the-domain',
      comment: 'The @rigsmith/kit/domain entry re-exports the domain only.',
      severity: 'error',
      from: { path: '^kit/src/domain/index\\.ts$' },
      to: {
        path: '^(kit/src/(api|hooks|components|theme|i18n)/|storefront/)',
        // TRANSITIONAL: the entry still re-exports the message catalogues; the contract work drops it.
        pathNot: ['^kit/src/i18n/(messages|mergeCatalogues|loadMessages)\\.ts$'],
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
        pathNot: [apiTypeFiles, '^kit/src/api/index\\.ts$'], // TRANSITIONAL: see the top of this file.
      },
    },
    {
      name: 'components-take-api-types-only',
      comment: 'TRANSITIONAL (see the top of this file): a component may name an API type through the api entry, never import its client.',
      severity: 'error',
      from: { path: '^kit/src/components/' },
      to: { path: '^kit/src/api/index\\.ts$', dependencyTypesNot: ['type-only'] },
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
