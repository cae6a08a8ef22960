import type { Plugin } from 'vite';

/**
 * The libraries every page runs before its first render (React, the router, SWR, the ICU
 * formatter), in one chunk. Left to itself the bundler cuts them into several small chunks
 * wherever a lazy route shares a module with the shell; each is another request on a slow
 * phone network and compresses worse alone.
 */
const shellLibraries =
  /\/node_modules\/(react|react-dom|scheduler|swr|wouter|regexparam|dequal|use-sync-external-store|intl-messageformat|@formatjs\/(intl|fast-memoize|icu-messageformat-parser))\//;

export function shellChunk(): Plugin {
  return {
    name: 'rigsmith:shell-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    outputOptions(options) {
      return { ...options, codeSplitting: { groups: [{ name: 'shell', test: shellLibraries, priority: 100 }] } };
    },
  };
}
