import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { APP_ENTRY_META } from '../app/ssr/appStart';
import { appEntryTags } from './appEntry';

const chunk = (fileName: string, extra: Partial<Rollup.OutputChunk> & { css?: string[] }): Rollup.OutputChunk =>
  ({
    type: 'chunk',
    fileName,
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    ...extra,
    viteMetadata: { importedCss: new Set(extra.css ?? []), importedAssets: new Set() },
  }) as unknown as Rollup.OutputChunk;

const bundle = {
  'assets/index-1.js': chunk('assets/index-1.js', { isEntry: true, facadeModuleId: '/app/index.html' }),
  'assets/app-1.js': chunk('assets/app-1.js', {
    isEntry: true,
    facadeModuleId: '/app/main.tsx',
    imports: ['assets/money-1.js'],
    css: ['assets/app-1.css'],
  }),
  'assets/money-1.js': chunk('assets/money-1.js', { css: ['assets/money-1.css'] }),
  'assets/Listing-1.js': chunk('assets/Listing-1.js', { imports: ['assets/app-1.js'], css: ['assets/Listing-1.css'] }),
} as unknown as Rollup.OutputBundle;

describe('appEntryTags', () => {
  it('names the app’s built file for boot.ts and links its styles and its imports’, imported first, not a lazy screen’s', () => {
    const tags = appEntryTags(bundle, '/app/main.tsx');
    expect(tags[0]).toEqual({ tag: 'meta', attrs: { name: APP_ENTRY_META, content: '/assets/app-1.js' }, injectTo: 'head' });
    expect(tags.slice(1).map((tag) => tag.attrs)).toEqual([
      { rel: 'stylesheet', crossorigin: '', href: '/assets/money-1.css' },
      { rel: 'stylesheet', crossorigin: '', href: '/assets/app-1.css' },
    ]);
  });

  it('fails the build when the app is not an entry of its own', () => {
    expect(() => appEntryTags(bundle, '/app/elsewhere.tsx')).toThrow(/elsewhere\.tsx/);
  });
});
